import type { Printer, PrintRouting } from '@comandero/contracts';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Select } from '../../components/select';
import { ErrorState, LoadingState } from '../../components/states';
import { printersText } from '../../i18n/printers';
import { terminalId } from '../../lib/terminal-id';
import { usePrintRouting, useSavePrintRouting } from './printing-api';
import { Section } from './section';

const t = printersText.routing;

type TerminalRow = { terminalId: string; label: string | null };

/** Configured terminals, then the ones the server has seen, then this browser's own: each once. */
function terminalRows(routing: PrintRouting, own: string): TerminalRow[] {
  const rows = new Map<string, TerminalRow>();
  for (const row of [...routing.terminals, ...routing.knownTerminals, { terminalId: own, label: null }]) {
    const known = rows.get(row.terminalId);
    if (!known) rows.set(row.terminalId, { terminalId: row.terminalId, label: row.label });
    else if (!known.label && row.label) known.label = row.label;
  }
  return [...rows.values()];
}

export function RoutingSection({ printers }: { printers: readonly Printer[] }) {
  const routing = usePrintRouting();
  return (
    <Section id="routing-heading" title={t.heading} description={t.description}>
      <Card>
        {routing.isPending ? (
          <LoadingState />
        ) : routing.isError ? (
          <ErrorState
            message={printersText.loadError}
            action={
              <Button variant="outline" onClick={() => void routing.refetch()}>
                {printersText.retry}
              </Button>
            }
          />
        ) : (
          // Started again only when the saved routing itself changes (a save, a printer deleted
          // elsewhere), not on a refetch that brings the same: unsaved choices stay.
          <RoutingForm
            key={JSON.stringify([routing.data.defaultKitchenPrinterId, routing.data.terminals])}
            routing={routing.data}
            printers={printers}
          />
        )}
      </Card>
    </Section>
  );
}

/** Starts from the saved routing; a refused save keeps every choice on screen. */
function RoutingForm({ routing, printers }: { routing: PrintRouting; printers: readonly Printer[] }) {
  const save = useSavePrintRouting();
  const own = terminalId();
  const [rows] = useState(() => terminalRows(routing, own));
  const [defaultKitchen, setDefaultKitchen] = useState(String(routing.defaultKitchenPrinterId ?? ''));
  const [receipt, setReceipt] = useState<Record<string, string>>(() =>
    Object.fromEntries(routing.terminals.map((r) => [r.terminalId, String(r.printerId)])),
  );
  const options = printers.map((p) => ({ value: String(p.id), label: p.name }));
  const name = (row: TerminalRow) => row.label ?? t.terminalFallback(row.terminalId);

  const submit = () =>
    save.mutate({
      defaultKitchenPrinterId: defaultKitchen === '' ? null : Number(defaultKitchen),
      terminals: rows
        .filter((row) => receipt[row.terminalId])
        .map((row) => ({ terminalId: row.terminalId, label: row.label, printerId: Number(receipt[row.terminalId]) })),
    });

  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!save.isPending) submit();
      }}
    >
      <Select
        label={t.defaultKitchen}
        hint={t.defaultKitchenHint}
        placeholder={t.defaultKitchenNone}
        options={options}
        value={defaultKitchen}
        onChange={(event) => setDefaultKitchen(event.target.value)}
        containerClassName="max-w-md"
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-stone-700">{t.terminals}</legend>
        <p className="-mt-1 text-sm text-stone-500">{t.terminalsHint}</p>
        <ul className="flex flex-col divide-y divide-stone-100">
          {rows.map((row) => (
            <li key={row.terminalId} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2.5">
              <span className="min-w-0 flex-1 basis-40 text-[15px] font-medium break-words text-stone-800">
                {name(row)}
                {row.terminalId === own ? (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                    {t.thisTerminal}
                  </span>
                ) : null}
              </span>
              <Select
                aria-label={t.receiptPrinterOf(name(row))}
                placeholder={t.terminalNone}
                options={options}
                value={receipt[row.terminalId] ?? ''}
                onChange={(event) => setReceipt((r) => ({ ...r, [row.terminalId]: event.target.value }))}
                containerClassName="w-full sm:w-72"
              />
            </li>
          ))}
        </ul>
      </fieldset>
      <div>
        <Button type="submit" loading={save.isPending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
