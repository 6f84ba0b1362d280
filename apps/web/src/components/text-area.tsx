import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { FieldShell, controlClasses, describedBy } from './field';

export type TextAreaProps = ComponentProps<'textarea'> & {
  label?: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  containerClassName?: string;
};

/** A labelled multi-line input with the same look and messages as TextField. */
export function TextArea({ label, error, hint, id, className, containerClassName, rows = 3, ...rest }: TextAreaProps) {
  const autoId = useId();
  const areaId = id ?? autoId;
  return (
    <FieldShell id={areaId} label={label} error={error} hint={hint} className={containerClassName}>
      <textarea
        id={areaId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(areaId, error, hint)}
        className={cn(controlClasses(Boolean(error)), 'h-auto min-h-11 resize-y py-2.5 leading-relaxed', className)}
        {...rest}
      />
    </FieldShell>
  );
}
