import type { OrderItem } from '@comandero/contracts';
import { IconBan, IconEye } from '@tabler/icons-react';
import { Button } from '../../components/button';
import { kitchenText } from '../../i18n/kitchen';
import { kitchenVoidText as t } from './void-text';

export type VoidedItemProps = { item: OrderItem; busy: boolean; onAck: () => void };

/**
 * A line voided or cancelled on the orders screen: struck through with "Anulado" (and why), and
 * flashing until a cook taps Visto, so nobody keeps cooking or sends it out. The row stays readable
 * from across the kitchen.
 */
export function VoidedItem({ item, busy, onAck }: VoidedItemProps) {
  return (
    <li
      className="flex items-start gap-3 bg-red-50 px-4 py-3 motion-safe:animate-void-flash"
      data-testid="kitchen-item"
      data-status={item.status}
      data-voided="true"
    >
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-xl leading-tight font-bold text-stone-500 line-through 2xl:text-2xl">
          <span className="mr-1.5 tabular-nums">{kitchenText.quantity(item.quantity)}</span>
          {item.item_title}
        </span>
        {item.variant_title ? (
          <span className="text-lg leading-snug text-stone-500 line-through">{item.variant_title}</span>
        ) : null}
        {item.void_reason ? (
          <span className="text-base font-semibold text-red-800">{t.reason(item.void_reason)}</span>
        ) : null}
      </span>
      <span className="flex shrink-0 flex-col items-end gap-2">
        <span className="inline-flex items-center gap-1 rounded-full bg-red-600 px-3 py-1 text-sm font-bold whitespace-nowrap text-white">
          <IconBan size={16} aria-hidden />
          {t.voided}
        </span>
        <Button
          variant="outline"
          icon={<IconEye size={18} />}
          loading={busy}
          aria-label={t.ackLabel(item.item_title)}
          onClick={onAck}
        >
          {t.ack}
        </Button>
      </span>
    </li>
  );
}
