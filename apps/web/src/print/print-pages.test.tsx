import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ivaMenuItem } from '../test/pos-test-fixtures';
import { openPrintWindow, saveReceiptData, type ReceiptData } from '../lib/pos-storage';
import { PrintReceiptPage } from './print-receipt-page';
import { PrintTokenPage } from './print-token-page';

const receipt: ReceiptData = {
  cartItems: [{ ...ivaMenuItem({ id: 1 }), quantity: 3, notes: 'fría' }],
  deliveryType: 'takeaway',
  customerType: 'WALKIN',
  customer: null,
  tableId: null,
  tableTitle: null,
  currency: 'COP',
  // 3 x 4.000 = 12.000, IVA 19 % = 2.280, total 14.280 (pesos, like the cart prices).
  itemsTotal: 12_000,
  taxTotal: 2_280,
  payableTotal: 14_280,
  tokenNo: 7,
  orderId: 42,
  date: '2026-11-22T15:00:00.000Z',
  printSettings: {
    page_format: 57,
    header: 'Hola',
    footer: 'Chao',
    show_notes: 0,
    is_enable_print: 1,
    show_store_details: 1,
    show_customer_details: 1,
    print_token: 1,
  },
  storeSettings: { store_name: 'La Fonda', address: 'Calle 1', phone: null, email: null, currency: 'COP', image: null },
};

/** The popup still loading its resources: document.readyState is 'loading' until the load event. */
function whileLoading() {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  return () => {
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    window.dispatchEvent(new Event('load'));
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'readyState');
});

describe('print pages', () => {
  it('renders the receipt from storage and prints 400 ms after the window load event', async () => {
    vi.useFakeTimers();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    saveReceiptData(receipt);
    const finishLoading = whileLoading();
    render(<PrintReceiptPage />);
    expect(screen.getByTestId('print-sheet')).toHaveStyle({ width: '57mm' });
    expect(screen.getByTestId('receipt-store')).toHaveTextContent('La Fonda');
    expect(screen.getByTestId('receipt-customer')).toHaveTextContent('Cliente: WALKIN CUSTOMER');
    expect(screen.getByTestId('receipt-customer')).toHaveTextContent('Tipo de orden: Para llevar');
    expect(screen.getByTestId('receipt-line')).toHaveTextContent('3 x 4.000');
    expect(screen.getByTestId('receipt-line')).not.toHaveTextContent('fría');
    expect(screen.getByTestId('receipt-subtotal')).toHaveTextContent('Col$ 12.000');
    expect(screen.getByTestId('receipt-taxes')).toHaveTextContent('Col$ 2.280');
    expect(screen.getByTestId('receipt-total')).toHaveTextContent('Col$ 14.280');
    expect(screen.getByTestId('receipt-token')).toHaveTextContent('7');
    await vi.advanceTimersByTimeAsync(2000);
    expect(print).not.toHaveBeenCalled(); // mounted, but the page has not loaded yet
    finishLoading();
    await vi.advanceTimersByTimeAsync(399);
    expect(print).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(print).toHaveBeenCalledOnce();
  });

  it('waits for an image still decoding after load (the store logo)', async () => {
    vi.useFakeTimers();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    saveReceiptData({ ...receipt, storeSettings: { ...receipt.storeSettings, image: '/uploads/logo.png' } });
    let decoded!: () => void;
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    HTMLImageElement.prototype.decode = () => new Promise<void>((r) => (decoded = r));
    try {
      render(<PrintReceiptPage />);
      await vi.advanceTimersByTimeAsync(1000);
      expect(print).not.toHaveBeenCalled();
      decoded();
      await vi.advanceTimersByTimeAsync(400);
      expect(print).toHaveBeenCalledOnce();
    } finally {
      Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
    }
  });

  it('shows the token slip and a message without data', () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { unmount } = render(<PrintTokenPage />);
    expect(screen.getByText('No hay datos para imprimir.')).toBeInTheDocument();
    unmount();
    saveReceiptData(receipt);
    render(<PrintTokenPage />);
    expect(screen.getByTestId('print-token-number')).toHaveTextContent('7');
  });

  it('opens print pages in a 400x400 window', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openPrintWindow('/print-receipt')).toBeNull();
    expect(open).toHaveBeenCalledWith('/print-receipt', '_blank', 'width=400,height=400');
  });
});
