import {
  DELIVERY_TYPES,
  type DeliveryType,
  type PosInitResponse,
  type PricedLine,
  type PricingTotals,
} from '@comandero/contracts';
import { IconChefHat, IconDeviceFloppy, IconShoppingCart, IconCash } from '@tabler/icons-react';
import type { Dispatch } from 'react';
import { Button } from '../../components/button';
import { IconButton } from '../../components/icon-button';
import { Select } from '../../components/select';
import { posText } from '../../i18n/pos';
import type { PosAction, PosState } from './cart-state';
import { CartLineRow } from './cart-line-row';
import { CustomerBox } from './customer-box';
import { TotalsRows } from './order-summary';
import type { SubmitKind } from './use-order-submit';

export type CartPanelProps = {
  state: PosState;
  dispatch: Dispatch<PosAction>;
  priced: PricedLine[];
  totals: PricingTotals;
  currency: string;
  tables: PosInitResponse['storeTables'];
  unavailable: ReadonlySet<string>;
  customerText: string;
  pending: SubmitKind | null;
  onSearchCustomer: () => void;
  onEditNote: (key: string) => void;
  onSaveDraft: () => void;
  onSubmit: (kind: SubmitKind) => void;
};

const serviceOptions = DELIVERY_TYPES.map((value) => ({ value, label: posText.service.options[value] }));

export function CartPanel(props: CartPanelProps) {
  const { state, dispatch, priced, totals, currency, tables, customerText, pending } = props;
  const empty = state.cart.length === 0;
  return (
    <section
      aria-label={posText.cart.heading}
      className="flex min-h-0 flex-col rounded-2xl border border-stone-200/80 bg-white shadow-card"
    >
      <div className="flex flex-col gap-2.5 border-b border-stone-100 p-3">
        <CustomerBox
          label={customerText}
          isCustomer={state.customerType === 'CUSTOMER'}
          onSearch={props.onSearchCustomer}
          onReset={() => dispatch({ type: 'resetCustomer' })}
        />
        <div className="grid grid-cols-[minmax(0,5fr)_minmax(0,6fr)] gap-2">
          <Select
            aria-label={posText.service.label}
            className="text-sm"
            placeholder={posText.service.prompt}
            options={serviceOptions}
            value={state.deliveryType}
            onChange={(e) => dispatch({ type: 'setDeliveryType', deliveryType: e.target.value as DeliveryType | '' })}
          />
          <Select
            aria-label={posText.table.label}
            className="text-sm"
            placeholder={posText.table.prompt}
            options={tables.map((t) => ({
              value: String(t.id),
              label: posText.table.option(t.table_title, t.seating_capacity, t.floor),
            }))}
            value={state.tableId === null ? '' : String(state.tableId)}
            onChange={(e) => dispatch({ type: 'setTable', tableId: e.target.value ? Number(e.target.value) : null })}
          />
        </div>
      </div>
      <div className="flex items-center justify-between px-4 pt-3">
        <h2 className="flex items-center gap-2 font-semibold text-stone-900">
          <IconShoppingCart size={20} aria-hidden /> {posText.cart.heading}
        </h2>
        <span className="text-sm text-stone-500">{posText.cart.lines(state.cart.length)}</span>
      </div>
      <div className="scrollbar-thin min-h-[120px] flex-1 overflow-y-auto px-4">
        {empty ? (
          <p className="py-10 text-center text-[15px] text-stone-500">{posText.cart.empty}</p>
        ) : (
          <ul className="divide-y divide-stone-100" aria-label={posText.cart.heading} data-testid="cart-lines">
            {state.cart.map((line, i) => (
              <CartLineRow
                key={line.key}
                line={line}
                priced={priced[i]}
                currency={currency}
                dispatch={dispatch}
                onEditNote={props.onEditNote}
                unavailable={props.unavailable.has(line.key)}
              />
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-col gap-3 border-t border-stone-100 p-4">
        <TotalsRows totals={totals} currency={currency} />
        <div className="grid grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)] gap-2">
          <IconButton
            variant="outline"
            label={posText.cart.saveDraft}
            icon={<IconDeviceFloppy size={20} />}
            onClick={props.onSaveDraft}
            className="size-12"
          />
          <Button
            variant="secondary"
            className="h-12 px-2.5!"
            icon={<IconChefHat size={20} />}
            disabled={empty || pending !== null}
            loading={pending === 'kitchen'}
            onClick={() => props.onSubmit('kitchen')}
          >
            {posText.cart.sendToKitchen}
          </Button>
          <Button
            className="h-12 px-2.5!"
            icon={<IconCash size={20} />}
            disabled={empty || pending !== null}
            loading={pending === 'pay'}
            onClick={() => props.onSubmit('pay')}
          >
            {posText.cart.payAndSend}
          </Button>
        </div>
      </div>
    </section>
  );
}
