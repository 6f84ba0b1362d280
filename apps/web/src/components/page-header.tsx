import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export type PageHeaderProps = {
  /** The page's h1. */
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the right (wrap under the title on narrow screens). */
  actions?: ReactNode;
  /** Above the title, e.g. a breadcrumb. */
  eyebrow?: ReactNode;
  className?: string;
};

/** Title row at the top of a dashboard page. */
export function PageHeader({ title, description, actions, eyebrow, className }: PageHeaderProps) {
  return (
    <div className={cn('mb-6 flex flex-wrap items-end justify-between gap-4', className)}>
      <div className="min-w-0">
        {eyebrow ? <div className="mb-1.5 text-sm text-stone-500">{eyebrow}</div> : null}
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-[28px]">{title}</h1>
        {description ? <p className="mt-1 text-[15px] text-stone-500">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-3">{actions}</div> : null}
    </div>
  );
}
