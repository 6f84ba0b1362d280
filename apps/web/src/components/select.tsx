import { IconChevronDown } from '@tabler/icons-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { FieldShell, controlClasses, describedBy } from './field';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<ComponentProps<'select'>, 'children'> & {
  label?: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  options: readonly SelectOption[];
  /** When set, an empty first option with this text (value ""). */
  placeholder?: string;
  containerClassName?: string;
};

/** A labelled native select: native pickers are the most usable on touch screens. */
export function Select({
  label,
  error,
  hint,
  options,
  placeholder,
  id,
  required,
  className,
  containerClassName,
  ...rest
}: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldShell id={selectId} label={label} error={error} hint={hint} className={containerClassName}>
      <div className="relative">
        <select
          id={selectId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, error, hint)}
          className={cn(controlClasses(Boolean(error)), 'appearance-none pr-10', className)}
          {...rest}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <IconChevronDown
          size={18}
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-stone-500"
        />
      </div>
    </FieldShell>
  );
}
