import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '../../test/test-harness';
import { CustomerDialog } from './customer-dialog';

const ana = {
  phone: '3001112233',
  name: 'Ana Pérez',
  email: null,
  gender: null,
  birth_date: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const saved = (customer: object) => ({ message: '¡Cliente actualizado!', customer });

describe('customer dialog: the DE-POS buyer document (issue 23)', () => {
  it('sends a NIT with its DV, and leaves the document out when none was typed', async () => {
    const api = fakeApi([{ method: 'POST', path: '/customers/3001112233/update', body: saved(ana) }]);
    renderAt(<CustomerDialog customer={ana} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Número de documento')).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Documento (facturación electrónica)'), {
      target: { value: 'NIT' },
    });
    fireEvent.change(within(dialog).getByLabelText('Número de documento'), { target: { value: '800197268' } });
    fireEvent.change(within(dialog).getByLabelText('DV'), { target: { value: '4' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' })));
    expect(api.calls.at(-1)?.body).toMatchObject({ document: { type: 'NIT', number: '800197268', dv: '4' } });
  });

  it('removes a stored document when its type is cleared', async () => {
    const withDoc = { ...ana, document_type: 'CC', document_number: '1020304050', document_dv: null };
    const api = fakeApi([{ method: 'POST', path: '/customers/3001112233/update', body: saved(withDoc) }]);
    renderAt(<CustomerDialog customer={withDoc} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Número de documento')).toHaveValue('1020304050');
    fireEvent.change(within(dialog).getByLabelText('Documento (facturación electrónica)'), { target: { value: '' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' })));
    expect(api.calls.at(-1)?.body).toMatchObject({ document: null });
  });
});
