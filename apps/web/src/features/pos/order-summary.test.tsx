import { cartTotals, type OrderResult, type PosInitResponse } from '@comandero/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveReceiptData } from '../../lib/pos-storage';
import { PrintReceiptPage } from '../../print/print-receipt-page';
import { initialPosState, posReducer, type PosAction } from './cart-state';
import { TotalsRows } from './order-summary';
import { ivaMenuItem } from '../../test/pos-test-fixtures';
import { receiptDataOf } from './receipt-data';

// Churrasco 45.000 with Impoconsumo 8 % inside (tax 45.000 x 8 / 108 = 3.333,33) and two Gaseosas
// of 9.000 with IVA 19 % on top (18.000 + 3.420): items without tax 41.666,67 + 18.000 = 59.666,67,
// taxes 6.753,33, total 45.000 + 21.420 = 66.420.
const steak = ivaMenuItem({ id: 1, title: 'Churrasco', price: 45_000, tax_rate: 8, tax_type: 'inclusive' });
const soda = ivaMenuItem({ id: 2, title: 'Gaseosa', price: 9_000 });
const actions: PosAction[] = [
  { type: 'add', item: steak },
  { type: 'add', item: soda },
  { type: 'add', item: soda },
];
const state = actions.reduce(posReducer, initialPosState);

const init = {
  storeTables: [],
  storeSettings: { store_name: 'La Fonda', currency: 'COP', image: null },
  printSettings: { page_format: 80, show_notes: 0, show_store_details: 0, show_customer_details: 0, print_token: 0 },
} as unknown as PosInitResponse;
const result: OrderResult = { tokenNo: 1, orderId: 5, message: 'ok' };

const amount = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

describe('totals of the cart, the dialogs and the receipt', () => {
  it('show "Total items" without taxes, so items + taxes = total to the centavo', () => {
    render(<TotalsRows totals={cartTotals(state.cart)} currency="COP" />);
    const rows = screen.getByTestId('pos-totals');
    const items = within(rows).getByText('Total items').nextElementSibling;
    expect(items).toHaveTextContent('Col$ 59.666,67');
    expect(rows.querySelector('[data-total="tax"]')).toHaveTextContent('Col$ 6.753,33');
    expect(rows.querySelector('[data-total="payable"]')).toHaveTextContent('Col$ 66.420');
  });

  it('print the same three figures on the receipt', () => {
    saveReceiptData(receiptDataOf(result, state, init));
    render(<PrintReceiptPage />);
    const net = screen.getByTestId('receipt-subtotal').textContent;
    const tax = screen.getByTestId('receipt-taxes').textContent;
    const total = screen.getByTestId('receipt-total').textContent;
    expect([net, tax, total]).toEqual(['Col$ 59.666,67', 'Col$ 6.753,33', 'Col$ 66.420']);
    expect(Math.round((amount(net) + amount(tax)) * 100)).toBe(Math.round(amount(total) * 100));
  });
});
