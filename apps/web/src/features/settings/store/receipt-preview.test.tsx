import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReceiptPreview } from './receipt-preview';

const flags = { showStoreDetails: true, showCustomerDetails: false, showNotes: false, printToken: false };

describe('receipt preview', () => {
  it('sketches the DE-POS block (issuer, NIT, number with the prefix, CUDE, QR, maker) when e-invoicing is on', () => {
    const einvoice = { issuerName: 'Restaurante de Prueba S.A.S.', nit: '900373076-4', prefix: 'FE' };
    const { unmount } = render(
      <ReceiptPreview pageFormat={57} header="" footer="" flags={flags} einvoice={einvoice} />,
    );
    expect(screen.getByTestId('preview-einvoice-header')).toHaveTextContent('NIT 900373076-4');
    const block = screen.getByTestId('preview-einvoice');
    expect(block).toHaveTextContent('DE-POS No. FE1');
    expect(block).toHaveTextContent('Software Comandero POS, elaborado por Comandero');
    expect(screen.getByRole('img', { name: 'QR de muestra' })).toBeInTheDocument();
    unmount();
    render(<ReceiptPreview pageFormat={57} header="" footer="" flags={flags} einvoice={null} />);
    expect(screen.queryByTestId('preview-einvoice')).toBeNull();
  });
});
