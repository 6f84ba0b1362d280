import {
  DELIVERY_TYPES,
  type Course,
  type DeliveryType,
  type PosInitResponse,
  type PricedLine,
  type PricingTotals,
} from '@comandero/contracts';
import { IconDeviceFloppy, IconShoppingCart } from '@tabler/icons-react';
import type { Dispatch, ReactNode } from 'react';
import { IconButton } from '../../components/icon-button';
import { Select } from '../../components/select';
import { posText } from '../../i18n/pos';
import { cn } from '../../lib/cn';
import type { PosAction, PosState } from './cart-state';
import { CartFooter } from './cart-footer';
import { CartLines } from './cart-lines';
import { CustomerBox } from './customer-box';
import { CustomerPoints } from './customer-points';
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
  /** Issue 21: the store's courses in serving order (empty: none, and the cart looks as before courses). */
  courses?: readonly Course[];
  /**
   * page: beside the grid its list scrolls inside the column; under the grid (a tablet upright) it
   * grows and its footer sticks to the screen's bottom. sheet: fills the phone's cart sheet.
   */
  variant?: 'page' | 'sheet';
  /** Extra button at the end of the heading row (the sheet's close). */
  headerAction?: ReactNode;
  /** Issue 22: the orders waiting in the device's outbox, listed above the cart's lines. */
  pendingSlot?: ReactNode;
};

const NO_COURSES: readonly Course[] = [];

const serviceOptions = DELIVERY_TYPES.map((value) => ({ value, label: posText.service.options[value] }));

export function CartPanel(props: CartPanelProps) {
  const { state, dispatch, priced, totals, currency, tables, customerText, pending, variant = 'page' } = props;
  const page = variant === 'page';
  return (
    <section
      aria-label={posText.cart.heading}
      className={cn(
        'flex min-h-0 flex-col bg-white',
        page ? 'rounded-2xl border border-stone-200/80 shadow-card split:h-full' : 'flex-1',
      )}
    >
      <div className="flex flex-col gap-2.5 border-b border-stone-100 p-3">
        <CustomerBox
          label={customerText}
          isCustomer={state.customerType === 'CUSTOMER'}
          onSearch={props.onSearchCustomer}
          onReset={() => dispatch({ type: 'resetCustomer' })}
        />
        <CustomerPoints customer={state.customerType === 'CUSTOMER' ? state.customer : null} currency={currency} />
        <div className="grid grid-cols-2 gap-2">
          <Select
            aria-label={posText.service.label}
            className="pr-8 pl-3 text-sm"
            placeholder={posText.service.prompt}
            options={serviceOptions}
            value={state.deliveryType}
            onChange={(e) => dispatch({ type: 'setDeliveryType', deliveryType: e.target.value as DeliveryType | '' })}
          />
          <Select
            aria-label={posText.table.label}
            className="pr-8 pl-3 text-sm"
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
      {/* In the sheet the heading comes first, with the close button: a sheet's title sits at its top. */}
      <div className={cn('flex items-center gap-2 py-1.5 pr-2 pl-4', !page && 'order-first border-b border-stone-100')}>
        <h2 className="flex items-center gap-2 font-semibold text-stone-900">
          <IconShoppingCart size={20} aria-hidden /> {posText.cart.heading}
        </h2>
        <span className="flex-1 text-sm text-stone-500">{posText.cart.lines(state.cart.length)}</span>
        <IconButton
          variant="outline"
          label={posText.cart.saveDraft}
          icon={<IconDeviceFloppy size={20} />}
          onClick={props.onSaveDraft}
        />
        {props.headerAction}
      </div>
      <div
        className={cn(
          'scrollbar-thin px-4',
          page ? 'min-h-[120px] split:flex-1 split:overflow-y-auto' : 'min-h-[96px] flex-1 overflow-y-auto',
        )}
        data-testid="cart-scroll"
      >
        {props.pendingSlot}
        {state.cart.length === 0 ? (
          <p className="py-8 text-center text-[15px] text-stone-500">{posText.cart.empty}</p>
        ) : (
          <CartLines
            state={state}
            dispatch={dispatch}
            priced={priced}
            currency={currency}
            unavailable={props.unavailable}
            onEditNote={props.onEditNote}
            courses={props.courses ?? NO_COURSES}
          />
        )}
      </div>
      <CartFooter
        lineCount={state.cart.length}
        totals={totals}
        currency={currency}
        pending={pending}
        onSubmit={props.onSubmit}
        sticky={page}
      />
    </section>
  );
}
