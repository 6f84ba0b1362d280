import type { Printer, PrinterStatus, Station } from '@comandero/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { TargetConfirm } from '../../components/target-confirm';
import { printersText as t } from '../../i18n/printers';
import { HeldJobsSection } from './held-jobs-section';
import { PrinterDialog } from './printer-dialog';
import { PrintersSection } from './printers-section';
import { useDeletePrinter, useDeleteStation, usePrinters } from './printers-api';
import { useLivePrinting, usePrintingStatus, usePrintRouting } from './printing-api';
import { RoutingSection } from './routing-section';
import { StationDialog } from './station-dialog';
import { StationsSection } from './stations-section';
import { UnroutedWarning } from './unrouted-warning';
import { useRouting } from './use-routing';

type Editing<T> = T | 'new' | null;
type Deleting = { kind: 'printer'; row: Printer } | { kind: 'station'; row: Station };

/**
 * Configuraciones → Impresoras: the network printers with their live status, the stations routing
 * to them, what prints nowhere, the default kitchen and receipt printers, and the held tickets.
 */
export function PrintersPage() {
  const printers = usePrinters();
  const routing = useRouting();
  const status = usePrintingStatus();
  const printRouting = usePrintRouting();
  useLivePrinting();
  const [printer, setPrinter] = useState<Editing<Printer>>(null);
  const [station, setStation] = useState<Editing<Station>>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const removePrinter = useDeletePrinter();
  const removeStation = useDeleteStation();
  const printerList = printers.data ?? [];
  const canAddStation = printerList.length > 0 && routing.ready;
  const statuses = useMemo(
    () => new Map<number, PrinterStatus>((status.data?.printers ?? []).map((s) => [s.printerId, s])),
    [status.data],
  );
  const defaultId = printRouting.data?.defaultKitchenPrinterId;
  const defaultPrinter = printerList.find((p) => p.id === defaultId)?.name ?? null;

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.subtitle}
        actions={
          <Button icon={<IconPlus size={18} aria-hidden />} onClick={() => setPrinter('new')}>
            {t.printers.add}
          </Button>
        }
      />
      {/* Only for a store that prints on the network: without printers the browser's receipt page is the way. */}
      {printerList.length > 0 && routing.unrouted.length > 0 ? (
        <UnroutedWarning
          categories={routing.unrouted}
          defaultPrinter={defaultPrinter}
          onAssign={canAddStation ? () => setStation('new') : undefined}
        />
      ) : null}
      <div className="flex flex-col gap-8">
        <PrintersSection
          query={printers}
          statuses={statuses}
          onEdit={setPrinter}
          onDelete={(row) => setDeleting({ kind: 'printer', row })}
        />
        <StationsSection
          printers={printerList}
          routing={routing}
          canAdd={canAddStation}
          onAdd={() => setStation('new')}
          onEdit={setStation}
          onDelete={(row) => setDeleting({ kind: 'station', row })}
        />
        {printerList.length > 0 ? <RoutingSection printers={printerList} /> : null}
        <HeldJobsSection />
      </div>
      {printer ? <PrinterDialog printer={printer === 'new' ? null : printer} onClose={() => setPrinter(null)} /> : null}
      {station && routing.ready ? (
        <StationDialog
          station={station === 'new' ? null : station}
          stations={routing.stations}
          printers={printerList}
          categories={routing.categories}
          items={routing.items}
          onClose={() => setStation(null)}
        />
      ) : null}
      <TargetConfirm
        target={deleting}
        pending={removePrinter.isPending || removeStation.isPending}
        title={t.confirmDeleteTitle}
        message={t.confirmDelete}
        confirmLabel={t.delete}
        onCancel={() => setDeleting(null)}
        onConfirm={({ kind, row }) => {
          const remove = kind === 'printer' ? removePrinter : removeStation;
          remove.mutate(row.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
