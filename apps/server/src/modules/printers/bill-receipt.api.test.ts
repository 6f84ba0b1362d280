import { formatMoney, toMinor } from '@comandero/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPaymentType, openFourTop, splitOf, type FourTopApp } from '../../../test/fixtures/bills.js';
import { drawerClient, TERMINAL_A } from '../../../test/fixtures/cash-drawer.js';
import { decodeEscPos } from '../../../../../test-support/printer/escpos-decoder.js';
import { testDatabases } from '../../../test/test-app.js';
import { encodeTicket } from './encode-ticket.js';
import { expandReceipt } from './expand-receipt.js';
import type { PrintRequest } from './print-requests.js';

/** A split table's bill paid on a terminal with a receipt printer: its receipt is the bill's. */
describe.each(testDatabases)('the receipt of a split bill on %s', (kind) => {
  let f: FourTopApp;

  beforeAll(async () => {
    f = await openFourTop(kind);
    const printer = await f.api.post('/settings/printers/add', { name: 'Caja', host: '127.0.0.1', port: 9100 });
    const routing = await f.api.post('/settings/printers/routing', {
      defaultKitchenPrinterId: null,
      terminals: [{ terminalId: TERMINAL_A, printerId: printer.json().id, label: 'Caja 1' }],
    });
    expect(routing.statusCode, routing.body).toBe(200);
  });
  afterAll(async () => {
    await f.t.close();
  });

  it('prints "Cuenta 1 de 2", its lines, itemised taxes, the tip, each tender and the change', async () => {
    const l = f.table.lines;
    const split = splitOf(
      await f.api.post('/orders/bills/split', {
        tableId: f.c.table,
        mode: 'items',
        parts: [
          [
            { lineId: l.burgerA, quantity: 1 },
            { lineId: l.lemonadeA, quantity: 1 },
          ],
          [
            { lineId: l.burgerA, quantity: 1 },
            { lineId: l.lemonadeA, quantity: 1 },
            { lineId: l.waterA, quantity: 2 },
            { lineId: l.lemonadeB, quantity: 1 },
            { lineId: l.burgerB, quantity: 1 },
          ],
        ],
      }),
    );
    const [one] = split.bills;
    // Burger 23.800 (IVA 3.800) + lemonade 9.000 (INC inside): 32.800 pesos.
    expect(one.total).toBe(32_800);
    const tipped = splitOf(await f.api.post(`/orders/bills/${one.id}/tip`, { tip: 2_000 })).bills[0];
    expect(tipped.due).toBe(34_800);

    const card = await addPaymentType(f.t, 'Tarjeta');
    const drawer = drawerClient(f.t, f.cookie, TERMINAL_A);
    await drawer.open(0);
    const before = await f.t.database.db
      .selectFrom('print_requests')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const paid = await drawer.post(`/orders/bills/${one.id}/pay`, {
      payments: [
        { paymentTypeId: card, amount: 20_000 },
        { paymentTypeId: f.c.paymentTypes.cash, amount: 14_800, tendered: 20_000 },
      ],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const invoiceId = (paid.json() as { invoiceId: number }).invoiceId;

    const stored = await f.t.database.db
      .selectFrom('print_requests')
      .select('payload')
      .where('id', '>', Number(before?.id ?? 0))
      .where('kind', '=', 'receipt')
      .execute();
    const requests = stored.map((r) => JSON.parse(r.payload) as Extract<PrintRequest, { kind: 'receipt' }>);
    expect(requests).toEqual([{ kind: 'receipt', invoiceId, terminalId: TERMINAL_A, cash: true }]);

    const [ticket] = await expandReceipt(f.t.database.db, requests[0]);
    const printed = decodeEscPos(
      encodeTicket(ticket.document, { paperWidth: 80, codePage: 'cp858', hasCashDrawer: true }),
    );
    const lines = printed.lines.map((x) => x.text.trim());
    const pair = (label: string) => lines.find((x) => x.startsWith(label));
    expect(lines).toEqual(expect.arrayContaining([`Recibo #${invoiceId}`, 'Cuenta 1 de 2', 'Hamburguesa', 'Limonada']));
    expect(pair('1 x 20.000')).toMatch(/ 20\.000$/);
    expect(pair('1 x 9.000')).toMatch(/ 9\.000$/);
    expect(pair('IVA 19 %')).toMatch(/ Col\$ 3\.800$/);
    // Each tax as the bill itemises it (the split shares the inclusive tax's centavos among the bills).
    for (const tax of tipped.taxes)
      expect(pair(tax.label)?.endsWith(` ${formatMoney(toMinor(tax.amount), 'COP')}`)).toBe(true);
    expect(tipped.taxes.map((t) => t.label).sort()).toEqual(['IVA 19 %', 'Impoconsumo 8 % incluido']);
    expect(pair('Total ')).toMatch(/ Col\$ 32\.800$/);
    expect(pair('Propina voluntaria')).toMatch(/ Col\$ 2\.000$/);
    expect(pair('Total con propina')).toMatch(/ Col\$ 34\.800$/);
    expect(pair('Tarjeta')).toMatch(/ Col\$ 20\.000$/);
    expect(pair('Efectivo')).toMatch(/ Col\$ 14\.800$/);
    expect(pair('Recibido')).toMatch(/ Col\$ 20\.000$/);
    expect(pair('Cambio')).toMatch(/ Col\$ 5\.200$/);
    // A bill of a split table prints no token (the browser's reprint does the same).
    expect(lines).not.toContain('Turno');
    expect(printed.drawerKicks).toEqual([{ pin: 2 }]);
  });
});
