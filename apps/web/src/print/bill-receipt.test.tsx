import { TIP_NOTICE, type BillView } from '@comandero/contracts';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ivaMenuItem } from '../test/pos-test-fixtures';
import { saveReceiptData, type ReceiptData } from '../lib/pos-storage';
import { PrintReceiptPage } from './print-receipt-page';

const base: ReceiptData = {
  cartItems: [{ ...ivaMenuItem({ id: 1 }), quantity: 3, notes: null }],
  deliveryType: 'dinein',
  customerType: 'WALKIN',
  customer: null,
  tableId: 4,
  tableTitle: 'Mesa 4',
  currency: 'COP',
  itemsTotal: 12_000,
  taxTotal: 2_280,
  payableTotal: 14_280,
  tokenNo: null,
  orderId: 42,
  date: '2026-11-22T15:00:00.000Z',
  printSettings: {
    page_format: 80,
    header: null,
    footer: null,
    show_notes: 0,
    is_enable_print: 1,
    show_store_details: 0,
    show_customer_details: 0,
    print_token: 0,
  },
  storeSettings: { store_name: 'La Fonda', address: null, phone: null, email: null, currency: 'COP', image: null },
};

const line = (over: Partial<BillView['lines'][number]>): BillView['lines'][number] => ({
  id: 1,
  orderItemId: 10,
  title: 'Bandeja paisa',
  quantity: 1,
  gross: 32_400,
  discount: null,
  taxTitle: 'Impoconsumo',
  taxRate: 8,
  taxType: 'inclusive',
  taxAmount: 2_400,
  payable: 32_400,
  ...over,
});

// 32.400 (INC 8 % inside) less a 10 % courtesy, a soda with IVA 19 % on top, a 10 % tip.
const bill: ReceiptData['bill'] = {
  label: 'Cuenta 2 de 3',
  lines: [
    line({ discount: { kind: 'percent', value: 10, reason: 'Cortesía', amount: 3_240 }, payable: 29_160 }),
    line({
      id: 2,
      orderItemId: 11,
      title: 'Gaseosa',
      gross: 4_000,
      taxTitle: 'IVA',
      taxRate: 19,
      taxType: 'exclusive',
    }),
  ],
  itemsTotal: 36_400,
  discountTotal: 3_240,
  billDiscount: null,
  taxes: [
    { title: 'Impoconsumo', rate: 8, type: 'inclusive', label: 'INC 8 % incluido', amount: 2_160 },
    { title: 'IVA', rate: 19, type: 'exclusive', label: 'IVA 19 %', amount: 760 },
  ],
  total: 33_920,
  tip: 3_000,
  due: 36_920,
  payments: [
    { paymentTypeId: 2, title: 'Tarjeta', amount: 18_000, tendered: null, change: 0 },
    { paymentTypeId: 1, title: 'Efectivo', amount: 18_920, tendered: 20_000, change: 1_080 },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('receipt of a split bill', () => {
  it('prints the part, itemised taxes, the discount, the voluntary tip with its notice and each payment', () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    saveReceiptData({ ...base, printSettings: { ...base.printSettings, page_format: 57 }, bill });
    render(<PrintReceiptPage />);
    expect(screen.getByTestId('print-sheet')).toHaveStyle({ width: '57mm' });
    expect(screen.getByTestId('receipt-bill-part')).toHaveTextContent('Cuenta 2 de 3');
    expect(screen.getAllByTestId('receipt-line')).toHaveLength(2);
    expect(screen.getByTestId('receipt-line-discount')).toHaveTextContent('Descuento (Cortesía)-3.240');
    expect(screen.getAllByTestId('receipt-tax').map((t) => t.textContent)).toEqual([
      'INC 8 % incluidoCol$ 2.160',
      'IVA 19 %Col$ 760',
    ]);
    expect(screen.getByTestId('receipt-total')).toHaveTextContent('Col$ 33.920');
    expect(screen.getByTestId('receipt-tip')).toHaveTextContent('Propina voluntariaCol$ 3.000');
    expect(screen.getByTestId('receipt-tip-notice')).toHaveTextContent(TIP_NOTICE);
    expect(screen.getByTestId('receipt-due')).toHaveTextContent('Col$ 36.920');
    const [card, cash] = screen.getAllByTestId('receipt-payment');
    expect(card).toHaveTextContent('TarjetaCol$ 18.000');
    expect(card).not.toHaveTextContent('Recibido');
    expect(within(cash).getByText('Recibido').nextSibling).toHaveTextContent('Col$ 20.000');
    expect(within(cash).getByText('Cambio').nextSibling).toHaveTextContent('Col$ 1.080');
    expect(screen.queryByText('Impuestos')).not.toBeInTheDocument();
  });

  it('lists each line as the POS receipt does: variant, add-ons, notes when shown, quantity x unit price', () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const churrasco = line({
      title: 'Churrasco (Tres cuartos)',
      itemTitle: 'Churrasco',
      variantTitle: 'Tres cuartos',
      addons: ['Aguacate', 'Queso'],
      notes: 'Bien asado',
      unitPrice: 21_500,
      quantity: 2,
      gross: 43_000,
    });
    const part = line({ id: 3, orderItemId: null, title: 'Consumo', quantity: 0, gross: 10_000 });
    const receipt = (showNotes: 0 | 1) => {
      localStorage.clear();
      saveReceiptData({
        ...base,
        printSettings: { ...base.printSettings, show_notes: showNotes },
        bill: { ...bill, lines: [churrasco, part] },
      });
      return render(<PrintReceiptPage />);
    };
    const { unmount } = receipt(1);
    const [first, equalPart] = screen.getAllByTestId('receipt-line');
    expect(first).toHaveTextContent(/^ChurrascoTres cuartos\+ Aguacate, Queso\* Bien asado2 x 21\.50043\.000$/);
    expect(equalPart).toHaveTextContent(/^Consumo10\.000$/);
    unmount();
    receipt(0);
    expect(screen.getAllByTestId('receipt-line')[0]).not.toHaveTextContent('Bien asado');
  });

  it('prints the POS receipt as before when the bill fields are absent', () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    saveReceiptData(base);
    render(<PrintReceiptPage />);
    expect(screen.getByTestId('print-sheet')).toHaveStyle({ width: '80mm' });
    expect(screen.queryByTestId('receipt-bill-part')).not.toBeInTheDocument();
    expect(screen.queryByTestId('receipt-tip')).not.toBeInTheDocument();
    expect(screen.queryByTestId('receipt-payments')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('receipt-line')).toHaveLength(1);
    expect(screen.getByTestId('receipt-subtotal')).toHaveTextContent('Col$ 12.000');
    expect(screen.getByTestId('receipt-taxes')).toHaveTextContent('Col$ 2.280');
    expect(screen.getByTestId('receipt-total')).toHaveTextContent('Col$ 14.280');
  });
});
