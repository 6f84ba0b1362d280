import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { deferred, preloadDeferred, usePreloadNow } from './deferred';

type Props = { open: boolean; label: string };

function Panel({ open, label }: Props) {
  const [count, setCount] = useState(0);
  return open ? (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  ) : null;
}

function setup() {
  const load = vi.fn(async () => Panel);
  const Deferred = deferred(load, (p) => p.open);
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen((o) => !o)}>
          toggle
        </button>
        <Deferred open={open} label="panel" />
      </>
    );
  }
  render(<Harness />);
  return { load };
}

describe('deferred', () => {
  it('loads nothing until first shown, then shows the loaded component', async () => {
    const { load } = setup();
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/panel/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(await screen.findByRole('button', { name: 'panel 0' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stays mounted once shown: closing and reopening keeps its state and loads once', async () => {
    const { load } = setup();
    const toggle = screen.getByRole('button', { name: 'toggle' });
    fireEvent.click(toggle);
    fireEvent.click(await screen.findByRole('button', { name: 'panel 0' }));
    fireEvent.click(toggle);
    expect(screen.queryByText(/panel/)).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'panel 1' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is fetched by preloadDeferred after the delay, before any opening, and once', async () => {
    const { load } = setup();
    vi.useFakeTimers();
    try {
      preloadDeferred(1000);
      vi.advanceTimersByTime(999);
      expect(load).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(await screen.findByRole('button', { name: 'panel 0' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed download: a preload during a network drop is not final', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('sin red')).mockResolvedValue(Panel);
    const Deferred = deferred(load, (p: Props) => p.open);
    vi.useFakeTimers();
    try {
      preloadDeferred(0);
      vi.advanceTimersByTime(0);
    } finally {
      vi.useRealTimers();
    }
    expect(load).toHaveBeenCalledTimes(1);
    // Let the rejection settle, then open: the dialog's code is fetched anew and shows.
    await Promise.resolve();
    render(<Deferred open label="again" />);
    expect(await screen.findByRole('button', { name: 'again 0' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

function Dialog({ open }: DialogProps) {
  return open ? <p role="dialog">enviar</p> : null;
}

describe('deferred, offline', () => {
  it('a dialog whose code cannot be fetched leaves the screen, toasts, closes, and fetches again on the next opening', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Dialog);
    const Deferred = deferred(load, (p: DialogProps) => p.open);
    function Screen() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <p>carrito: 2 × Arepa</p>
          <button type="button" onClick={() => setOpen(true)}>
            Enviar a cocina
          </button>
          <span data-testid="state">{open ? 'abierto' : 'cerrado'}</span>
          <Deferred open={open} onOpenChange={setOpen} />
        </>
      );
    }
    render(
      <>
        <Toaster />
        <Screen />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enviar a cocina' }));
    expect(
      await screen.findByText('No se pudo abrir esta ventana sin conexión. Intente de nuevo cuando vuelva la red.'),
    ).toBeInTheDocument();
    // The screen is still the screen: nothing was thrown to an error view.
    expect(screen.getByText('carrito: 2 × Arepa')).toBeInTheDocument();
    expect(screen.getByTestId('state')).toHaveTextContent('cerrado');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Enviar a cocina' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('enviar');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("usePreloadNow fetches a screen's own dialogs at once, without the idle-time delay", async () => {
    const load = vi.fn(async () => Dialog);
    const Deferred = deferred(load, (p: DialogProps) => p.open);
    const own = [Deferred];
    function Screen() {
      usePreloadNow(own);
      return <Deferred open={false} onOpenChange={() => undefined} />;
    }
    vi.useFakeTimers();
    try {
      render(<Screen />);
      // No timer has run: the fetch started with the screen's first effects.
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
