import type { PrinterStatus } from '@comandero/contracts';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { printersText } from '../../i18n/printers';
import { cn } from '../../lib/cn';
import { PrinterLastError, PrinterStatusBadges } from './printer-status';
import { usePrintingPushes, usePrintingStatus } from './printing-api';

const t = printersText.health;

/** The worst news first: printers down, then tickets held for a person, then tickets waiting. */
function summary(printers: readonly PrinterStatus[], unassignedHeld: number) {
  const offline = printers.filter((p) => p.reachable === false).length;
  const held = printers.reduce((n, p) => n + p.held, unassignedHeld);
  const waiting = printers.reduce((n, p) => n + p.waiting, 0);
  if (offline > 0) return { tone: 'danger' as const, text: t.offline(offline) };
  if (held > 0) return { tone: 'danger' as const, text: t.held(held) };
  if (waiting > 0) return { tone: 'warning' as const, text: t.waiting(waiting) };
  return { tone: 'ok' as const, text: t.allOk };
}

const DOT = { ok: 'bg-emerald-500', warning: 'bg-amber-500', danger: 'bg-red-500' } as const;

/**
 * The printers at a glance on the orders screen, live: nothing for a store without network
 * printers; otherwise a button saying the worst news, opening each printer's status.
 */
export function PrinterHealth() {
  const status = usePrintingStatus();
  // Pushes only: after a reconnection the status poll catches up, and the screen's own reconnect
  // handler stays the one that refetches the orders.
  usePrintingPushes();
  const [open, setOpen] = useState(false);
  const printers = status.data?.printers ?? [];
  if (printers.length === 0) return null;
  const { tone, text } = summary(printers, status.data?.unassignedHeld ?? 0);
  return (
    <>
      <Button variant="outline" icon={<IconPrinter size={19} aria-hidden />} onClick={() => setOpen(true)}>
        <span aria-hidden className={cn('size-2 rounded-full', DOT[tone])} />
        {text}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t.title}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>{t.close}</Button>
          </>
        }
      >
        <ul className="flex flex-col divide-y divide-stone-100">
          {printers.map((p) => (
            <li key={p.printerId} aria-label={p.name} className="flex flex-col gap-2 py-3">
              <p className="font-semibold break-words text-stone-900">{p.name}</p>
              <div className="flex flex-wrap gap-1.5">
                <PrinterStatusBadges status={p} />
              </div>
              <PrinterLastError status={p} />
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
