import {
  COP_DENOMINATIONS,
  countedFromDenominations,
  parseMoneyInput,
  toMinor,
  type CashDrawerReport,
  type CloseDrawerBody,
  type DenominationCount as Count,
} from '@comandero/contracts';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { MoneyField } from '../../components/money-field';
import { es } from '../../i18n/es';
import { cashDrawerText } from '../../i18n/cash-drawer';
import { errorMessage } from '../../lib/api-error';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/format';
import { useCloseDrawer } from './cash-drawer-api';
import { useSingleFlight } from '../../lib/single-flight';
import { DenominationCount, quantityOf, type Quantities } from './denomination-count';

const T = cashDrawerText.closeDialog;
type Mode = 'denominations' | 'amount';

/** What was typed as a close body and its total in centavos; null while something is unreadable. */
function countOf(mode: Mode, quantities: Quantities, amount: string): { body: CloseDrawerBody; minor: number } | null {
  if (mode === 'amount') {
    const read = parseMoneyInput(amount);
    if (!read.ok || read.value === null || read.value < 0) return null;
    return { body: { method: 'amount', countedCash: read.value }, minor: toMinor(read.value) };
  }
  const counts: Count[] = [];
  for (const d of COP_DENOMINATIONS) {
    const quantity = quantityOf(quantities[d.key]);
    if (quantity === null) return null;
    if (quantity > 0) counts.push({ denomination: d.key, quantity });
  }
  return { body: { method: 'denominations', counts }, minor: countedFromDenominations(counts) };
}

/**
 * "Cerrar caja": a blind count (the expected cash is not shown, so it cannot steer the count), by
 * denomination or as one amount, then one confirmation, since a closed drawer is read-only.
 */
export function CloseDrawerDialog({
  sessionId,
  currency,
  onCancel,
  onClosed,
}: {
  sessionId: number;
  currency?: string;
  onCancel: () => void;
  onClosed: (report: CashDrawerReport) => void;
}) {
  const close = useCloseDrawer();
  const [mode, setMode] = useState<Mode>('denominations');
  const [quantities, setQuantities] = useState<Quantities>({});
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const count = countOf(mode, quantities, amount);
  const counted = count ? formatMoney(count.minor, currency) : '—';

  const once = useSingleFlight();
  const confirm = () => {
    if (!count) return;
    // One close however many taps: a second would only answer "la caja ya está cerrada".
    once(() => close.mutateAsync({ sessionId, body: count.body })).then(
      (res) => res && onClosed(res.report),
      () => undefined, // the toast already says why
    );
  };

  const modeButton = (m: Mode, label: string) => (
    <Button
      variant={mode === m ? 'secondary' : 'outline'}
      aria-pressed={mode === m}
      className="flex-1"
      onClick={() => setMode(m)}
    >
      {label}
    </Button>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !close.isPending && onCancel()}
      title={confirming ? T.confirmTitle : T.title}
      description={confirming ? undefined : T.description}
      size={confirming ? 'sm' : 'lg'}
      footer={
        <>
          <p
            className="mr-auto self-center text-[15px] font-semibold text-stone-900 tabular-nums"
            data-testid="close-counted"
          >
            {T.counted}: {counted}
          </p>
          <Button
            variant="outline"
            onClick={confirming ? () => setConfirming(false) : onCancel}
            disabled={close.isPending}
          >
            {confirming ? es.common.back : es.common.cancel}
          </Button>
          {confirming ? (
            <Button variant="danger" onClick={confirm} loading={close.isPending}>
              {T.confirm}
            </Button>
          ) : (
            <Button variant="danger" onClick={() => setConfirming(true)} disabled={!count}>
              {T.submit}
            </Button>
          )}
        </>
      }
    >
      {confirming ? (
        <div className="flex flex-col gap-3">
          <p className="text-[15px] text-stone-700">{T.confirmMessage(counted)}</p>
          {close.error ? (
            <p
              role="alert"
              className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700"
            >
              {errorMessage(close.error, es.common.somethingWrong)}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <div role="group" aria-label={T.mode} className="flex gap-2">
            {modeButton('denominations', T.byDenomination)}
            {modeButton('amount', T.singleAmount)}
          </div>
          <div className={cn(mode === 'amount' && 'hidden')}>
            <DenominationCount
              quantities={quantities}
              currency={currency}
              onChange={(key, text) => setQuantities((q) => ({ ...q, [key]: text }))}
            />
          </div>
          {mode === 'amount' ? (
            <MoneyField
              label={T.amount}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              currency={currency}
              invalidMessage={T.quantityInvalid}
              autoFocus
            />
          ) : null}
          {mode === 'denominations' && !count ? (
            <p role="alert" className="text-sm font-medium text-red-600">
              {T.quantityInvalid}
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
