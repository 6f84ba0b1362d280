import type { OrderResult } from '@comandero/contracts';
import { IconPrinter } from '@tabler/icons-react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { posText } from '../../i18n/pos';

export type TokenDialogProps = {
  result: OrderResult | null;
  onClose: () => void;
  onPrintToken: () => void;
  onPrintReceipt: () => void;
};

/** Shown after a submit when printing is disabled (spec §4): the token, with a way to print it. */
export function TokenDialog({ result, onClose, onPrintToken, onPrintReceipt }: TokenDialogProps) {
  return (
    <Dialog
      open={result !== null}
      onOpenChange={(open) => !open && onClose()}
      title={posText.token.title}
      description={posText.token.description}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onPrintReceipt}>
            {posText.token.printReceipt}
          </Button>
          <Button icon={<IconPrinter size={18} />} onClick={onPrintToken}>
            {posText.token.print}
          </Button>
        </>
      }
    >
      {result ? (
        <div className="flex flex-col items-center gap-2 py-2 text-center">
          <p className="text-sm font-semibold tracking-wide text-stone-500 uppercase">{posText.token.label}</p>
          <p
            className="grid size-28 place-items-center rounded-full border-4 border-brand-600 text-5xl font-black text-brand-700 tabular-nums"
            data-testid="token-number"
          >
            {result.tokenNo}
          </p>
          <p className="text-sm text-stone-600">{posText.token.order(result.orderId)}</p>
        </div>
      ) : null}
    </Dialog>
  );
}
