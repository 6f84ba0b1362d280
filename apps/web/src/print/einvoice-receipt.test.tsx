import type { ReceiptEinvoice } from '@comandero/contracts';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveReceiptData, type ReceiptData } from '../lib/pos-storage';
import { ivaMenuItem } from '../test/pos-test-fixtures';
import { PrintReceiptPage } from './print-receipt-page';

const cude = 'ab12'.repeat(24);
const einvoice: ReceiptEinvoice = {
  issuerName: 'Restaurante de Prueba S.A.S.',
  nit: '900373076-4',
  resolution: {
    number: '18764000001234',
    date: '2026-01-15',
    prefix: 'POS',
    from: 1,
    to: 5000,
    validFrom: '2026-01-15',
    validTo: '2027-01-15',
  },
  documentNumber: 'POS17',
  cude,
  // As long as a real one (about 440 characters): the size the QR must stay readable at.
  qrText: [
    'NumDE: POS17',
    'FecDE: 2026-11-22',
    'HorDE: 10:00:00-05:00',
    'NitOFE: 900373076',
    'DocAdq: 222222222222',
    'ValDE: 12000.00',
    'ValIva: 2280.00',
    'ValOtroIm: 0.00',
    'ValTolDE: 14280.00',
    `CUDE: ${cude}`,
    `QRCode: https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${cude}`,
  ].join('\n'),
  environment: 'pruebas',
  softwareMaker: 'Comandero',
  softwareName: 'Comandero POS',
};

const receipt = (pageFormat: 57 | 80, over: Partial<ReceiptData> = {}): ReceiptData => ({
  cartItems: [{ ...ivaMenuItem({ id: 1 }), quantity: 3, notes: null }],
  deliveryType: 'takeaway',
  customerType: 'WALKIN',
  customer: null,
  tableId: null,
  tableTitle: null,
  currency: 'COP',
  itemsTotal: 12_000,
  taxTotal: 2_280,
  payableTotal: 14_280,
  tokenNo: null,
  orderId: 42,
  date: '2026-11-22T15:00:00.000Z',
  printSettings: {
    page_format: pageFormat,
    header: null,
    footer: 'Gracias',
    show_notes: 0,
    is_enable_print: 1,
    show_store_details: 1,
    show_customer_details: 0,
    print_token: 0,
  },
  storeSettings: { store_name: 'La Fonda', address: null, phone: null, email: null, currency: 'COP', image: null },
  einvoice,
  ...over,
});

beforeEach(() => {
  vi.spyOn(window, 'print').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the receipt of a sale with a DE-POS (issue 23)', () => {
  for (const pageFormat of [57, 80] as const) {
    it(`prints the legal header, the number, the CUDE, a QR of the signed text and the maker on ${pageFormat} mm`, () => {
      saveReceiptData(receipt(pageFormat));
      render(<PrintReceiptPage />);
      const header = screen.getByTestId('receipt-einvoice-header');
      for (const text of [
        'Restaurante de Prueba S.A.S.',
        'NIT 900373076-4',
        'Documento equivalente electrónico POS',
        'Resolución DIAN 18764000001234 del 2026-01-15',
        'Prefijo POS del 1 al 5000',
        'Vigencia: 2026-01-15 a 2027-01-15',
      ])
        expect(header).toHaveTextContent(text);
      expect(screen.getByTestId('receipt-number')).toHaveTextContent('Recibo #42');
      expect(screen.getByTestId('receipt-einvoice-number')).toHaveTextContent('DE-POS No. POS17');
      expect(screen.getByTestId('receipt-cude')).toHaveTextContent(cude);
      const block = screen.getByTestId('receipt-einvoice');
      const qr = within(block).getByRole('img', { name: 'QR POS17' });
      expect(qr).toHaveAttribute('data-qr-text', einvoice.qrText);
      // Modules of at least 0.5 mm: what a phone camera reads from thermal paper.
      const modules = Number(qr.getAttribute('viewBox')!.split(' ')[2]);
      const widthMm = parseFloat(qr.style.width);
      expect(widthMm).toBeLessThanOrEqual(pageFormat - 6);
      expect(widthMm / modules).toBeGreaterThanOrEqual(0.5);
      expect(block).toHaveTextContent('Ambiente de pruebas: sin validez fiscal');
      expect(block).toHaveTextContent('Software Comandero POS, elaborado por Comandero');
      // The document sits above the store's footer.
      expect(block.compareDocumentPosition(screen.getByTestId('receipt-footer'))).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
  }

  it('prints as before without a DE-POS, and never on a pre-bill', () => {
    saveReceiptData(receipt(80, { einvoice: undefined }));
    const { unmount } = render(<PrintReceiptPage />);
    expect(screen.queryByTestId('receipt-einvoice')).toBeNull();
    expect(screen.queryByTestId('receipt-einvoice-header')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    unmount();
    saveReceiptData(receipt(80, { kind: 'prebill' }));
    render(<PrintReceiptPage />);
    expect(screen.queryByTestId('receipt-einvoice')).toBeNull();
  });
});
