import { formatMoney, TIP_LINE_TITLE, toMinor, type InvoiceDetail } from '@comandero/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvoiceSummary } from './invoice-summary';

const rowsOf = (name: string) => screen.getByLabelText(name).querySelectorAll('dt, dd');
const m = (pesos: number) => formatMoney(toMinor(pesos), 'COP');

const whole: InvoiceDetail = {
  invoiceId: 7,
  itemsTotal: 71_000,
  discountTotal: 0,
  netTotal: 69_000,
  taxTotal: 9_600,
  total: 78_600,
  tip: 0,
  due: 78_600,
  taxes: [
    { title: 'IVA', rate: 19, type: 'exclusive', label: 'IVA 19 %', amount: 7_600 },
    { title: 'INC', rate: 8, type: 'inclusive', label: 'INC 8 % incluido', amount: 2_000 },
  ],
  payments: [{ paymentTypeId: 1, title: 'Efectivo', amount: 78_600, tendered: null, change: 0 }],
  bill: null,
};

const text = (nodes: NodeListOf<Element>) => [...nodes].map((n) => n.textContent);

describe('InvoiceSummary', () => {
  it('an invoice of whole orders: each tax on its line, no tip or discount rows, one payment', () => {
    render(<InvoiceSummary detail={whole} currency="COP" />);
    expect(text(rowsOf('Totales de la factura 7'))).toEqual([
      'Subtotal',
      m(71_000),
      'IVA 19 %',
      m(7_600),
      'INC 8 % incluido',
      m(2_000),
      'Total',
      m(78_600),
      'Subtotal sin impuestos',
      m(69_000),
    ]);
    const payments = screen.getByRole('list', { name: 'Pagos de la factura 7' });
    expect(within(payments).getAllByRole('listitem')).toHaveLength(1);
    expect(payments).not.toHaveTextContent('Recibido');
  });

  it('a bill paid half on card, half in cash: the discount, the tip, the total with it, tendered and change', () => {
    const bill = { label: 'Cuenta 1 de 2' } as InvoiceDetail['bill'];
    render(
      <InvoiceSummary
        detail={{
          ...whole,
          itemsTotal: 33_000,
          discountTotal: 3_300,
          netTotal: 29_100,
          taxTotal: 4_020,
          total: 33_120,
          tip: 2_000,
          due: 35_120,
          taxes: [
            { title: 'IVA', rate: 19, type: 'exclusive', label: 'IVA 19 %', amount: 3_420 },
            { title: 'INC', rate: 8, type: 'inclusive', label: 'INC 8 % incluido', amount: 600 },
          ],
          payments: [
            { paymentTypeId: 2, title: 'Tarjeta', amount: 17_560, tendered: null, change: 0 },
            { paymentTypeId: 1, title: 'Efectivo', amount: 17_560, tendered: 20_000, change: 2_440 },
          ],
          bill,
        }}
        currency="COP"
      />,
    );
    expect(text(rowsOf('Totales de la factura 7'))).toEqual([
      'Subtotal',
      m(33_000),
      'Descuentos',
      `−${m(3_300)}`,
      'IVA 19 %',
      m(3_420),
      'INC 8 % incluido',
      m(600),
      'Total',
      m(33_120),
      'Subtotal sin impuestos',
      m(29_100),
      TIP_LINE_TITLE,
      m(2_000),
      'Total con propina',
      m(35_120),
    ]);
    const [card, cash] = within(screen.getByRole('list', { name: 'Pagos de la factura 7' })).getAllByRole('listitem');
    expect(card).not.toHaveTextContent('Recibido');
    expect(cash).toHaveTextContent(`Efectivo${m(17_560)}Recibido ${m(20_000)}Cambio ${m(2_440)}`, {
      normalizeWhitespace: false,
    });
  });
});
