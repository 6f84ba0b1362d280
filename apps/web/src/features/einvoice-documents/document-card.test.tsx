import type { EinvoiceDocument } from '@comandero/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DocumentCard } from './document-card';

const doc: EinvoiceDocument = {
  id: 7,
  invoiceId: 42,
  documentNumber: 'POS17',
  cude: 'ab12'.repeat(24),
  issuedAt: '2026-11-27T15:05:00.000Z',
  buyerName: 'Consumidor final',
  buyerDocument: '222222222222',
  total: 2_780_000,
  status: 'rechazado',
  environment: 'pruebas',
  attempts: 2,
  dianStatusCode: '99',
  dianMessages: [{ code: 'FAD06', message: 'El CUDE no corresponde' }],
  lastError: null,
  contingencyType: null,
  sentAt: '2026-11-27T15:06:00.000Z',
  acceptedAt: null,
  hasApplicationResponse: true,
  signedAt: '2026-11-27T15:05:02.000Z',
};

const renderCard = (over: Partial<EinvoiceDocument> = {}) => {
  const onDownload = vi.fn();
  const onRetry = vi.fn();
  render(
    <ul>
      <DocumentCard doc={{ ...doc, ...over }} currency="COP" onDownload={onDownload} onRetry={onRetry} />
    </ul>,
  );
  return { onDownload, onRetry, card: screen.getByTestId('einvoice-document') };
};

describe('a DE-POS on the documents screen', () => {
  it("shows a rejection with the DIAN's rule codes, both downloads and the retry", () => {
    const { card, onDownload, onRetry } = renderCard();
    expect(card).toHaveTextContent('POS17');
    expect(card).toHaveTextContent('Rechazado');
    expect(card).toHaveTextContent('Col$ 27.800');
    expect(within(screen.getByTestId('einvoice-dian-messages')).getByText('FAD06')).toBeInTheDocument();
    expect(card).toHaveTextContent('El CUDE no corresponde');
    expect(card).toHaveTextContent('2 intentos');
    fireEvent.click(screen.getByRole('button', { name: 'Descargar el XML de POS17' }));
    fireEvent.click(screen.getByRole('button', { name: 'Descargar la respuesta de la DIAN de POS17' }));
    expect(onDownload.mock.calls.map(([, what]) => what as string)).toEqual(['xml', 'response']);
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar POS17 a la DIAN' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('an accepted document offers no retry; one the DIAN has not answered, no answer to download', () => {
    renderCard({ status: 'aceptado', dianMessages: [], hasApplicationResponse: false, attempts: 1 });
    expect(screen.queryByRole('button', { name: /Reenviar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /respuesta de la DIAN/ })).toBeNull();
    expect(screen.queryByTestId('einvoice-dian-messages')).toBeNull();
  });

  it('an adjustment credit note shows its chip, the document it voids and the reason; a DE-POS shows neither', () => {
    renderCard({
      documentNumber: 'NC3',
      status: 'aceptado',
      dianMessages: [],
      adjusts: { kind: 'nota_credito', documentNumber: 'POS17', reason: 'Cliente se retiró' },
    });
    const card = screen.getByTestId('einvoice-document');
    expect(within(card).getByText('Nota crédito')).toBeInTheDocument();
    expect(card).toHaveTextContent('Anula POS17');
    expect(card).toHaveTextContent('Motivo: Cliente se retiró');
    expect(screen.getByRole('button', { name: 'Descargar el XML de NC3' })).toBeInTheDocument();
  });

  it('a DE-POS carries no note chip', () => {
    renderCard();
    expect(screen.queryByText('Nota crédito')).toBeNull();
    expect(screen.queryByText(/^Anula /)).toBeNull();
  });

  it('a document still to be signed says so', () => {
    renderCard({ status: 'pendiente', signedAt: null, dianMessages: [] });
    expect(screen.getByTestId('einvoice-unsigned')).toHaveTextContent('Firma en curso');
    expect(screen.getByTestId('einvoice-document')).toHaveTextContent('descargar el XML lo firma de inmediato');
  });

  it.each([
    ['a signed document', '2026-11-27T15:05:02.000Z'],
    ['one from a server that does not say', undefined],
  ])('%s carries no signing note', (_, signedAt) => {
    renderCard({ signedAt });
    expect(screen.queryByTestId('einvoice-unsigned')).toBeNull();
    expect(screen.queryByText(/se firma segundos/)).toBeNull();
  });
});
