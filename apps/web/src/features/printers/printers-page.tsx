import type { Printer, Station } from '@comandero/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { TargetConfirm } from '../../components/target-confirm';
import { printersText as t } from '../../i18n/printers';
import { PrinterDialog } from './printer-dialog';
import { PrintersSection } from './printers-section';
import { useDeletePrinter, useDeleteStation, usePrinters } from './printers-api';
import { StationsSection } from './stations-section';
import { useRouting } from './use-routing';
import { StationDialog } from './station-dialog';
import { UnroutedWarning } from './unrouted-warning';

type Editing<T> = T | 'new' | null;
type Deleting = { kind: 'printer'; row: Printer } | { kind: 'station'; row: Station };

/** Configuraciones → Impresoras: the network printers, the stations routing to them, and what prints nowhere. */
export function PrintersPage() {
  const printers = usePrinters();
  const routing = useRouting();
  const [printer, setPrinter] = useState<Editing<Printer>>(null);
  const [station, setStation] = useState<Editing<Station>>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const removePrinter = useDeletePrinter();
  const removeStation = useDeleteStation();
  const printerList = printers.data ?? [];
  const canAddStation = printerList.length > 0 && routing.ready;

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
        <UnroutedWarning categories={routing.unrouted} onAssign={canAddStation ? () => setStation('new') : undefined} />
      ) : null}
      <div className="flex flex-col gap-8">
        <PrintersSection
          query={printers}
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
