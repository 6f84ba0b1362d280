import type { SessionUser } from '@comandero/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OfflineBanner, type OutboxStatus } from '../../features/offline';
import { TopBar } from './top-bar';

const cajero: SessionUser = {
  username: 'cajero',
  name: 'Carla Cajera',
  role: 'user',
  designation: 'Cajera',
  photo: null,
  scope: 'POS',
};

const status = (offlineSince: number | null): OutboxStatus => ({
  entries: [],
  offlineSince,
  authNeeded: false,
  drainedAt: null,
  pending: [],
  review: [],
  justDrained: false,
});

/** The shell's top bar and banner fed from one outbox status, as the dashboard layout does. */
function renderShell(outbox: OutboxStatus) {
  const element = (
    <>
      <TopBar user={cajero} onOpenSearch={() => undefined} outbox={outbox} />
      <OfflineBanner status={outbox} />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { pill: screen.getByTestId('realtime-status'), banner: screen.getByTestId('offline-banner') };
}

describe('top bar connection pill', () => {
  it('says "Sin conexión" when the outbox could not reach the server, like the banner', () => {
    const { pill, banner } = renderShell(status(Date.parse('2026-11-27T15:04:00Z')));
    expect(pill).toHaveTextContent('Sin conexión');
    expect(pill).toHaveAttribute('data-online', 'false');
    expect(banner).toBeVisible();
    expect(banner.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'offline');
  });

  it('says "En línea" when the outbox reached the server, whatever the live socket is doing', () => {
    const { pill, banner } = renderShell(status(null));
    // No socket connects in this test: the pill follows the outbox, not the socket.
    expect(pill).toHaveAttribute('data-connected', 'false');
    expect(pill).toHaveTextContent('En línea');
    expect(pill).toHaveAttribute('data-online', 'true');
    expect(banner).not.toBeVisible();
  });
});
