import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderAt } from '../../../test/test-harness';
import { EinvoicePage } from './einvoice-page';

const setting = {
  enabled: false,
  environment: 'pruebas',
  nit: '900373076',
  dv: '4',
  legalName: 'Restaurante de Prueba S.A.S.',
  tradeName: null,
  personType: '1',
  taxResponsibilities: ['O-13'],
  taxScheme: '04',
  address: {
    municipalityCode: '11001',
    cityName: 'Bogotá',
    departmentCode: '11',
    departmentName: 'Bogotá',
    line: 'Calle 72',
  },
  email: null,
  softwareId: 'soft-1',
  testSetId: null,
  configured: true,
  softwarePinSet: true,
  certificate: {
    holder: 'Fonda de Prueba',
    issuer: 'CN=CA',
    notBefore: '2026-01-01T00:00:00.000Z',
    notAfter: '2026-12-10T00:00:00.000Z',
    expired: false,
    expiresSoon: true,
    daysLeft: 12,
  },
};
const range = {
  id: 3,
  resolutionNumber: '18764000001234',
  resolutionDate: '2026-01-15',
  prefix: 'POS',
  from: 1,
  to: 10,
  validFrom: '2026-01-15',
  validTo: '2027-01-15',
  active: true,
  lastNumber: 9,
  warnings: [{ kind: 'range_low', message: 'Quedan 1 de 10 números de la numeración autorizada por la DIAN.' }],
};

describe('Facturación electrónica (issue 23)', () => {
  it('shows the certificate warning and the range warning, and keeps the stored PIN when the field is blank', async () => {
    const api = fakeApi([
      { method: 'GET', path: '/settings/einvoice-setting', body: setting },
      { method: 'GET', path: '/settings/einvoice-ranges', body: [range] },
      { method: 'POST', path: '/settings/einvoice-setting', body: { message: 'Facturación electrónica guardada.' } },
    ]);
    renderAt(<EinvoicePage />);
    const form = await screen.findByRole('form', { name: 'Emisor y software' });
    expect(within(form).getByLabelText('NIT (sin dígito de verificación)')).toHaveValue('900373076');
    expect(within(form).getByText('PIN guardado. Escriba otro solo para cambiarlo.')).toBeInTheDocument();
    expect(screen.getByTestId('einvoice-certificate')).toHaveTextContent('Fonda de Prueba');
    expect(screen.getByText('Vence en 12 días')).toBeInTheDocument();
    expect(await screen.findByText(range.warnings[0].message)).toBeInTheDocument();
    expect(screen.getByText('POS1 a POS10')).toBeInTheDocument();

    fireEvent.click(within(form).getByRole('switch', { name: /Emitir el documento equivalente/ }));
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Guardar' })));
    expect(await screen.findByText('Facturación electrónica guardada.')).toBeInTheDocument();
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ enabled: true, nit: '900373076', dv: '4', taxResponsibilities: ['O-13'] });
    expect(post?.body).not.toHaveProperty('softwarePin');
  });
});
