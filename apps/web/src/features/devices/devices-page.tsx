import type { Device } from '@comandero/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { es } from '../../i18n/es';
import { DeviceCard } from './device-card';
import { useDevices, useRemoveDevice } from './devices-api';

export function DevicesPage() {
  const devices = useDevices();
  const remove = useRemoveDevice();
  const [pending, setPending] = useState<Device | null>(null);

  // This device first, then the newest sessions.
  const sorted = [...(devices.data ?? [])].sort(
    (a, b) => Number(b.isMyDevice) - Number(a.isMyDevice) || b.created_at.localeCompare(a.created_at),
  );

  return (
    <>
      <PageHeader title={es.devices.title} description={es.devices.subtitle} />
      {devices.isPending ? (
        <LoadingState />
      ) : devices.isError ? (
        <ErrorState />
      ) : sorted.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(300px,1fr))] gap-4" aria-label={es.devices.title}>
          {sorted.map((device) => (
            <DeviceCard key={device.device_id} device={device} onDisconnect={setPending} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={es.devices.confirmTitle}
        message={es.devices.confirm}
        pending={remove.isPending}
        onConfirm={() => {
          if (!pending) return;
          remove.mutate(pending.device_id, { onSettled: () => setPending(null) });
        }}
      />
    </>
  );
}
