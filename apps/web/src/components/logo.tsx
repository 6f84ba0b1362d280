import { useId } from 'react';
import { es } from '../i18n/es';
import { cn } from '../lib/cn';

export type LogoProps = {
  /** mark = the cloche icon only; full = icon and "Comandero" wordmark. */
  variant?: 'mark' | 'full';
  /** light text for dark backgrounds (the sidebar). */
  tone?: 'dark' | 'light';
  className?: string;
};

/** The Comandero mark: a serving cloche on a terracotta tile. */
export function Logo({ variant = 'full', tone = 'dark', className }: LogoProps) {
  // Unique per instance: a gradient referenced from a display:none copy of the logo would not paint.
  const gradientId = useId();
  return (
    <span role="img" aria-label={es.app.name} className={cn('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 48 48" className="size-10 shrink-0" aria-hidden>
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#e67c4e" />
            <stop offset="1" stopColor="#a2381b" />
          </linearGradient>
        </defs>
        <rect width="48" height="48" rx="13" fill={`url(#${gradientId})`} />
        <path d="M11.5 30h25a12.5 12.5 0 0 0-25 0Z" fill="#fff" />
        <path d="M17 25.5a8 8 0 0 1 5-5" stroke="#f6cbb1" strokeWidth="2" strokeLinecap="round" fill="none" />
        <rect x="9" y="31.5" width="30" height="3.5" rx="1.75" fill="#fff" />
        <circle cx="24" cy="15" r="2.6" fill="#fff" />
      </svg>
      {variant === 'full' ? (
        <span
          aria-hidden
          className={cn('text-xl font-extrabold tracking-tight', tone === 'light' ? 'text-white' : 'text-stone-900')}
        >
          {es.app.name}
        </span>
      ) : null}
    </span>
  );
}
