import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '../../../test/test-harness';
import { StoreDetailsPage } from './store-details-page';

// The kitchen times card below the store form has its own Guardar.
const saveButton = () =>
  within(screen.getByRole('form', { name: 'Detalles' })).getByRole('button', { name: 'Guardar' });

const OLD = `/api/v1/uploads/${'a'.repeat(32)}.png`;
const NEW = `/api/v1/uploads/${'b'.repeat(32)}.png`;
const store = { storeName: 'Sabor', address: null, phone: null, email: null, currency: 'COP', image: OLD };
const saved = {
  method: 'POST',
  path: '/settings/store-setting',
  body: { message: '¡Detalles de la tienda actualizados!' },
};

// The kitchen times card on the same page loads its own setting.
const kitchen = { method: 'GET', path: '/settings/kitchen-setting', body: { warnMinutes: 10, lateMinutes: 20 } };
const tip = {
  method: 'GET',
  path: '/settings/tip-setting',
  body: { percent: 10, ask: { dinein: true, takeaway: false, delivery: false } },
};
// Issue 22: and the offline sales card.
const offline = {
  method: 'GET',
  path: '/settings/offline-setting',
  body: { paymentsAllowed: true, queueLimit: null, managerPinSet: false },
};

const saveCalls = (calls: { path: string; method: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/settings/store-setting').map((c) => c.body);

describe('store details page', () => {
  it('an uploaded logo is the store’s at once: it refetches the store, and Guardar does not send the image', async () => {
    const api = fakeApi([
      { method: 'GET', path: '/settings/store-setting', body: store },
      kitchen,
      tip,
      offline,
      { method: 'POST', path: '/settings/store-image', body: { message: '¡Imagen subida!', image: NEW } },
      saved,
    ]);
    renderAt(<StoreDetailsPage />);
    expect(await screen.findByRole('img', { name: 'Logo del restaurante' })).toHaveAttribute('src', OLD);
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Logo'), {
        target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] },
      }),
    );
    expect(await screen.findByText('¡Imagen subida!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo del restaurante' })).toHaveAttribute('src', NEW);
    await vi.waitFor(() => expect(api.calls.filter((c) => c.path === '/settings/store-setting')).toHaveLength(2));

    await act(async () => fireEvent.click(saveButton()));
    await vi.waitFor(() => expect(saveCalls(api.calls)).toHaveLength(1));
    expect(saveCalls(api.calls)[0]).not.toHaveProperty('image');
  });

  it('Quitar imagen waits for Guardar, which sends image null', async () => {
    const api = fakeApi([
      { method: 'GET', path: '/settings/store-setting', body: store },
      kitchen,
      tip,
      offline,
      saved,
    ]);
    renderAt(<StoreDetailsPage />);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Quitar imagen' })));
    expect(screen.queryByRole('img', { name: 'Logo del restaurante' })).not.toBeInTheDocument();
    expect(saveCalls(api.calls)).toEqual([]);
    await act(async () => fireEvent.click(saveButton()));
    await vi.waitFor(() => expect(saveCalls(api.calls)).toHaveLength(1));
    expect(saveCalls(api.calls)[0]).toMatchObject({ storeName: 'Sabor', image: null });
  });
});
