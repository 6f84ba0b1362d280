import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { FieldShell, controlClasses, describedBy } from './field';

export type TextFieldProps = ComponentProps<'input'> & {
  /** Visible label, linked to the input. */
  label?: ReactNode;
  /** Error text under the input; also sets aria-invalid and a red border. */
  error?: ReactNode;
  /** Help text under the input when there is no error. */
  hint?: ReactNode;
  /** Element inside the input at the right end (e.g. a show-password IconButton). */
  trailing?: ReactNode;
  /** Class of the wrapper (label + input + message). */
  containerClassName?: string;
};

/** A labelled text input. Pass `ref` to focus it (React 19 ref-as-prop). */
export function TextField({
  label,
  error,
  hint,
  trailing,
  id,
  required,
  className,
  containerClassName,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} className={containerClassName}>
      <div className="relative">
        <input
          id={inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          className={cn(controlClasses(Boolean(error)), trailing ? 'pr-12' : undefined, className)}
          {...rest}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-0.5">{trailing}</div> : null}
      </div>
    </FieldShell>
  );
}
