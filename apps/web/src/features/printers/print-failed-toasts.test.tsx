// @vitest-isolate: react-hot-toast keeps its toasts in one store, which an earlier file would have filled.
import type { SessionUser } from '@comandero/contracts';
import { act, render, screen } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionUserProvider } from '../../lib/session-user';
import { socket } from '../../lib/socket';
import { PrintFailedToasts } from './print-failed-toasts';

const user = (scope: string) => ({ id: 1, username: 'u', name: 'U', role: 'staff', scope }) as unknown as SessionUser;
const failed = {
  jobId: 9,
  printerId: 1,
  printerName: 'Cocina',
  orderId: 4,
  status: 'pending' as const,
  message: 'No se pudo imprimir en «Cocina». El tiquete sigue en espera y se reintentará.',
};
const push = (payload: unknown) =>
  act(() => socket.listeners('print_failed').forEach((listener) => (listener as (p: unknown) => void)(payload)));

function mount(scope: string) {
  return render(
    <SessionUserProvider user={user(scope)}>
      <PrintFailedToasts />
      <Toaster />
    </SessionUserProvider>,
  );
}

// react-hot-toast keeps its toasts in one store for the whole file.
afterEach(() => toast.remove());

describe('print failed toasts', () => {
  it('tells the cashier, once per job however often the server repeats it', async () => {
    mount('POS,ORDERS');
    push(failed);
    push(failed);
    expect(await screen.findAllByText(failed.message)).toHaveLength(1);
  });

  it('says nothing to someone who neither sells nor serves', () => {
    mount('KITCHEN');
    push(failed);
    expect(screen.queryByText(failed.message)).toBeNull();
  });
});
