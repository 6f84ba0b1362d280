import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export type FieldShellProps = {
  id: string;
  label?: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** Label, control and the error/hint line shared by TextField and Select. */
// No required asterisk inside the label: labels must read exactly as the spec writes them.
export function FieldShell({ id, label, error, hint, className, children }: FieldShellProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {label ? (
        <label htmlFor={id} className="text-sm font-medium text-stone-700">
          {label}
        </label>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-stone-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

// The ring follows focus-within, not focus: inside a date or time input Chromium moves focus to the
// inner day/month/year fields and the calendar button, and then the input is not :focus at all.
export function controlClasses(hasError: boolean): string {
  return cn(
    'h-11 w-full rounded-xl border bg-white px-3.5 text-[15px] text-stone-900 shadow-sm transition-colors',
    'placeholder:text-stone-400 focus:outline-none focus-within:ring-4 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500',
    hasError
      ? 'border-red-400 focus-within:border-red-500 focus-within:ring-red-500/15'
      : 'border-stone-300 hover:border-stone-400 focus-within:border-brand-500 focus-within:ring-brand-500/15',
  );
}

export function describedBy(id: string, error: unknown, hint: unknown): string | undefined {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}
