import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export type IconButtonProps = Omit<ComponentProps<'button'>, 'children'> & {
  /** Accessible name, also shown as the native tooltip. Required: the button has no visible text. */
  label: string;
  icon: ReactNode;
  variant?: 'ghost' | 'outline' | 'danger' | 'dark';
  /** md = 44px square (touch), sm = 36px for inline table actions. */
  size?: 'sm' | 'md';
};

const VARIANTS = {
  ghost: 'text-stone-600 hover:bg-stone-900/5 hover:text-stone-900 active:bg-stone-900/10',
  outline: 'border border-stone-300 bg-white text-stone-700 shadow-sm hover:bg-stone-50',
  danger: 'text-red-600 hover:bg-red-50 active:bg-red-100',
  dark: 'text-stone-300 hover:bg-white/10 hover:text-white active:bg-white/15',
} as const;

/**
 * The classes of an IconButton, for an element that must look like one but is not a <button>
 * (e.g. a router Link); give that element its own aria-label.
 */
export function iconButtonClasses({
  variant = 'ghost',
  size = 'md',
  className,
}: Pick<IconButtonProps, 'variant' | 'size' | 'className'> = {}): string {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-xl transition-colors disabled:pointer-events-none disabled:opacity-50',
    size === 'md' ? 'size-11' : 'size-9 rounded-lg',
    VARIANTS[variant],
    className,
  );
}

/** A square, icon-only button with a mandatory accessible label. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={iconButtonClasses({ variant, size, className })}
      {...rest}
    >
      {icon}
    </button>
  );
}
