import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export type CardProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** Optional heading at the top of the card. */
  title?: ReactNode;
  /** Small text under the title. */
  description?: ReactNode;
  /** Right side of the header row (buttons, badges). */
  actions?: ReactNode;
  /** none for edge-to-edge content like tables; md (default) 20px/24px. */
  padding?: 'none' | 'md';
};

/** A white surface with a soft shadow; the building block of every screen. */
export function Card({ title, description, actions, padding = 'md', className, children, ...rest }: CardProps) {
  const hasHeader = Boolean(title || description || actions);
  return (
    <section className={cn('rounded-2xl border border-stone-200/80 bg-white shadow-card', className)} {...rest}>
      {hasHeader ? (
        <header
          className={cn(
            'flex flex-wrap items-start justify-between gap-3 px-5 pt-5 sm:px-6',
            padding === 'none' ? 'pb-4' : 'pb-0',
          )}
        >
          <div className="min-w-0">
            {title ? <h2 className="text-base font-semibold tracking-tight text-stone-900">{title}</h2> : null}
            {description ? <p className="mt-0.5 text-sm text-stone-500">{description}</p> : null}
          </div>
          {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
        </header>
      ) : null}
      <div className={cn(padding === 'md' && 'p-5 sm:p-6', padding === 'md' && hasHeader && 'pt-4 sm:pt-4')}>
        {children}
      </div>
    </section>
  );
}
