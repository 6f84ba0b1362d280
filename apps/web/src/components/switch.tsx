import * as RadixSwitch from '@radix-ui/react-switch';
import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export type SwitchProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Visible label to the right; without it pass `aria-label`. */
  label?: ReactNode;
  'aria-label'?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
};

/** An on/off toggle (Radix, role="switch"), 44px tall hit area. */
export function Switch({ checked, onCheckedChange, label, disabled, id, name, className, ...aria }: SwitchProps) {
  const autoId = useId();
  const switchId = id ?? autoId;
  return (
    <div className={cn('inline-flex min-h-11 items-center gap-3', className)}>
      <RadixSwitch.Root
        id={switchId}
        name={name}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-label={aria['aria-label']}
        // The control is 44 px tall (a touch target); the 28-px track is drawn inside it.
        className={cn(
          'relative inline-flex h-11 w-12 shrink-0 items-center rounded-full',
          'disabled:cursor-not-allowed disabled:opacity-50',
          'before:absolute before:inset-x-0 before:top-2 before:h-7 before:rounded-full before:transition-colors',
          'data-[state=checked]:before:bg-emerald-600 data-[state=unchecked]:before:bg-stone-300',
        )}
      >
        <RadixSwitch.Thumb className="relative block size-5.5 translate-x-[3px] rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[23px]" />
      </RadixSwitch.Root>
      {label ? (
        <label htmlFor={switchId} className="text-[15px] text-stone-700 select-none">
          {label}
        </label>
      ) : null}
    </div>
  );
}
