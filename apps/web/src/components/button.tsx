import { IconLoader2 } from '@tabler/icons-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'danger-outline';
/** sm = 40px (dense tables only), md = 44px (default touch target), lg = 52px (primary screen actions). */
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonStyleOptions = { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean };

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  secondary: 'bg-stone-900 text-white shadow-sm hover:bg-stone-800 active:bg-stone-950',
  outline: 'border border-stone-300 bg-white text-stone-800 shadow-sm hover:bg-stone-50 active:bg-stone-100',
  ghost: 'text-stone-700 hover:bg-stone-900/5 active:bg-stone-900/10',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 active:bg-red-800',
  'danger-outline': 'border border-red-200 bg-white text-red-600 shadow-sm hover:bg-red-50 active:bg-red-100',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-10 gap-1.5 rounded-lg px-3 text-sm',
  md: 'h-11 gap-2 rounded-xl px-4 text-[15px]',
  lg: 'h-13 gap-2.5 rounded-xl px-6 text-base',
};

/** The button look for non-button elements, e.g. a router `<Link className={buttonClasses()}>`. */
export function buttonClasses({ variant = 'primary', size = 'md', fullWidth }: ButtonStyleOptions = {}): string {
  return cn(
    'inline-flex shrink-0 select-none items-center justify-center whitespace-nowrap font-semibold transition-colors',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
    fullWidth && 'w-full',
  );
}

export type ButtonProps = ComponentProps<'button'> &
  ButtonStyleOptions & {
    /** Shows a spinner, disables the button and sets aria-busy. */
    loading?: boolean;
    /** Icon before the label (e.g. `<IconPlus size={18} />`). */
    icon?: ReactNode;
    /** Icon after the label. */
    iconRight?: ReactNode;
  };

/** The app's button. `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  icon,
  iconRight,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(buttonClasses({ variant, size, fullWidth }), className)}
      {...rest}
    >
      {loading ? <IconLoader2 size={18} className="animate-spin" aria-hidden /> : icon}
      {children}
      {iconRight}
    </button>
  );
}
