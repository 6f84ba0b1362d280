import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderAt } from '../../test/test-harness';
import { useTerminalPrinting } from './terminal-printing';

/** What the POS's token dialog does with the hook: print on the network printer, or in the browser. */
function TokenButton({ orderId }: { orderId: number }) {
  const printing = useTerminalPrinting();
  return (
    <button type="button" onClick={() => printing.networkPrinter && printing.printTokenSlip(orderId)}>
      {printing.networkPrinter ? 'En la impresora' : 'En el navegador'}
    </button>
  );
}

describe('the terminal’s network printer, for the POS', () => {
  it('with a receipt printer: the token slip is sent to the server, whose message is shown', async () => {
    const api = fakeApi([
      { method: 'GET', path: '/printing/terminal-printer', body: { receiptPrinter: true, printerName: 'Caja' } },
      { method: 'POST', path: '/printing/token-slip', body: { message: '¡Turno enviado a la impresora!' } },
    ]);
    renderAt(<TokenButton orderId={42} />);
    const button = await screen.findByRole('button', { name: 'En la impresora' });
    await act(async () => fireEvent.click(button));
    expect(await screen.findByText('¡Turno enviado a la impresora!')).toBeInTheDocument();
    expect(api.calls).toContainEqual({ method: 'POST', path: '/printing/token-slip', body: { orderId: 42 } });
  });

  it('without one: the browser prints, nothing is sent', async () => {
    const api = fakeApi([
      { method: 'GET', path: '/printing/terminal-printer', body: { receiptPrinter: false, printerName: null } },
    ]);
    renderAt(<TokenButton orderId={42} />);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'En el navegador' })));
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
