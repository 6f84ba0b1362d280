import { IconAlertTriangle, IconInbox, IconLoader2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { es } from '../i18n/es';
import { cn } from '../lib/cn';

type StateProps = {
  /** Defaults to the spec's generic text for the state. */
  message?: ReactNode;
  /** Optional button or link under the message. */
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
};

function StateBox({ icon, message, action, className, role }: StateProps & { role?: 'status' | 'alert' }) {
  return (
    <div
      role={role}
      className={cn('flex flex-col items-center justify-center gap-3 px-6 py-12 text-center', className)}
    >
      <span className="grid size-12 place-items-center rounded-full bg-stone-100 text-stone-500">{icon}</span>
      <p className="max-w-sm text-[15px] font-medium text-stone-600">{message}</p>
      {action}
    </div>
  );
}

/** Nothing to show: "No se encontraron resultados!" unless told otherwise. */
export function EmptyState({ message = es.common.noResults, icon, ...rest }: StateProps) {
  return <StateBox message={message} icon={icon ?? <IconInbox size={24} aria-hidden />} {...rest} />;
}

/** Waiting for data: "Por favor espere..." unless told otherwise. */
export function LoadingState({ message = es.common.loading, icon, ...rest }: StateProps) {
  return (
    <StateBox
      role="status"
      message={message}
      icon={icon ?? <IconLoader2 size={24} className="animate-spin text-brand-600" aria-hidden />}
      {...rest}
    />
  );
}

/** A load failed: the screen's failure text (spec §8), e.g. the settings one by default. */
export function ErrorState({ message = es.common.loadError, icon, ...rest }: StateProps) {
  return (
    <StateBox
      role="alert"
      message={message}
      icon={icon ?? <IconAlertTriangle size={24} className="text-red-600" aria-hidden />}
      {...rest}
    />
  );
}
