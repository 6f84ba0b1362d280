import * as RadixDialog from '@radix-ui/react-dialog';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { es } from '../i18n/es';
import { cn } from '../lib/cn';
import { useReturnFocus } from '../lib/use-return-focus';
import { IconButton } from './icon-button';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible title, shown as the heading (or only to screen readers with `hideTitle`). */
  title: ReactNode;
  /** Optional text under the title; also the dialog's accessible description. */
  description?: ReactNode;
  hideTitle?: boolean;
  children?: ReactNode;
  /** Action row at the bottom, right-aligned (e.g. Cancelar / Guardar buttons). */
  footer?: ReactNode;
  /** sm 400px, md 520px (default), lg 720px, xl 960px; always full width on small screens. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Moves the content towards the top, for search-style dialogs whose height changes. */
  placement?: 'center' | 'top';
  className?: string;
};

const SIZES = { sm: 'max-w-[400px]', md: 'max-w-[520px]', lg: 'max-w-[720px]', xl: 'max-w-[960px]' } as const;

/**
 * Modal dialog (Radix): focus trapped, ESC and overlay click close it, an X button in the corner;
 * on closing, focus goes back to the control that opened it.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  hideTitle = false,
  children,
  footer,
  size = 'md',
  placement = 'center',
  className,
}: DialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-stone-950/45 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          // Without a description, Radix wants aria-describedby explicitly absent.
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...returnFocus}
          className={cn(
            'fixed left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 flex-col',
            'rounded-2xl bg-white shadow-pop outline-none data-[state=open]:animate-pop-in',
            placement === 'center' ? 'top-1/2 -translate-y-1/2' : 'top-[12vh] max-h-[76vh]',
            SIZES[size],
            className,
          )}
        >
          <div className={cn('flex items-start gap-3 px-6 pt-5', hideTitle ? 'pb-0' : 'pb-3')}>
            <div className="min-w-0 flex-1">
              <RadixDialog.Title
                className={cn(hideTitle ? 'sr-only' : 'pt-2 text-lg font-semibold tracking-tight text-stone-900')}
              >
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-stone-500">{description}</RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close asChild>
              <IconButton label={es.common.close} icon={<IconX size={20} />} className="-mr-2" />
            </RadixDialog.Close>
          </div>
          <div className="scrollbar-thin min-h-0 flex-1 overflow-y-auto px-6 pb-6">{children}</div>
          {footer ? (
            <div className="flex flex-wrap justify-end gap-3 border-t border-stone-100 bg-stone-50/70 px-6 py-4 rounded-b-2xl">
              {footer}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
