import type { Device } from '@comandero/contracts';
import { IconClock, IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet, IconWorld } from '@tabler/icons-react';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { es } from '../../i18n/es';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';

function deviceIcon(name: string) {
  if (name.includes('(Tableta)')) return IconDeviceTablet;
  if (name.includes('(Móvil)')) return IconDeviceMobile;
  return IconDeviceDesktop;
}

const LABEL =
  'flex items-center gap-1.5 text-xs font-semibold tracking-wide whitespace-nowrap text-stone-500 uppercase';

export type DeviceCardProps = { device: Device; onDisconnect: (device: Device) => void };

export function DeviceCard({ device, onDisconnect }: DeviceCardProps) {
  const name = device.device_name ?? es.devices.unknownDevice;
  const Icon = deviceIcon(name);
  return (
    <li
      data-device-id={device.device_id}
      className={cn(
        'flex flex-col rounded-2xl border bg-white p-5 shadow-card',
        device.isMyDevice ? 'border-brand-300 ring-1 ring-brand-200' : 'border-stone-200/80',
      )}
    >
      <div className="flex items-start gap-4">
        <span
          className={cn(
            'grid size-12 shrink-0 place-items-center rounded-xl',
            device.isMyDevice ? 'bg-brand-50 text-brand-600' : 'bg-stone-100 text-stone-600',
          )}
        >
          <Icon size={26} stroke={1.6} aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold break-words text-stone-900">{name}</h2>
          {device.isMyDevice ? (
            <Badge tone="brand" className="mt-1.5">
              {es.devices.thisDevice}
            </Badge>
          ) : null}
        </div>
      </div>
      <dl className="mt-5 flex flex-col gap-3 rounded-xl bg-stone-50 px-4 py-3 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-0.5">
          <dt className={LABEL}>
            <IconWorld size={15} aria-hidden />
            {es.devices.ip}
          </dt>
          <dd className="font-mono text-[13px] text-stone-800">{device.device_ip ?? es.devices.unknownIp}</dd>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-0.5">
          <dt className={LABEL}>
            <IconClock size={15} aria-hidden />
            {es.devices.createdAt}
          </dt>
          <dd className="text-stone-800">{formatDateTime(device.created_at)}</dd>
        </div>
      </dl>
      {!device.isMyDevice ? (
        <div className="mt-5 border-t border-stone-100 pt-4">
          <Button variant="danger-outline" fullWidth onClick={() => onDisconnect(device)}>
            {es.devices.disconnect}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
