import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { es } from '../i18n/es';
import { Button } from './button';
import { Dialog } from './dialog';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. "Este dispositivo se desconectara!". */
  message: ReactNode;
  /** Heading; defaults to "Confirmar". */
  title?: ReactNode;
  onConfirm: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** danger (default) paints the confirm button red, for irreversible actions. */
  tone?: 'danger' | 'primary';
  /** Shows a spinner on the confirm button while the action runs. */
  pending?: boolean;
};

/** A yes/no question before an action, with "Cancelar" and "Confirmar" buttons. */
export function ConfirmDialog({
  open,
  onOpenChange,
  message,
  title = es.common.confirm,
  onConfirm,
  confirmLabel = es.common.confirm,
  cancelLabel = es.common.cancel,
  tone = 'danger',
  pending = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="flex items-start gap-3">
        <span
          className={
            tone === 'danger'
              ? 'grid size-10 shrink-0 place-items-center rounded-full bg-red-50 text-red-600'
              : 'grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600'
          }
        >
          <IconAlertTriangle size={20} aria-hidden />
        </span>
        <p className="pt-2 text-[15px] text-stone-700">{message}</p>
      </div>
    </Dialog>
  );
}
