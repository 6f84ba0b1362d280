import { useMemo, type CSSProperties } from 'react';
import { encode } from 'uqr';
import { cn } from '../lib/cn';

/** One square of the path per dark module, in module units (the border included in the matrix). */
export function qrModulesPath(text: string): { size: number; d: string } {
  // M: a phone camera reads it from a dialog on a glossy screen; the pairing address is short.
  const { size, data } = encode(text, { ecc: 'M', border: 2 });
  const parts: string[] = [];
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return { size, d: parts.join('') };
}

/**
 * A QR code drawn as one SVG path (crisp at any size, no canvas, no markup from a string). The
 * encoded text is kept on `data-qr-text` so tests and support can read what it carries.
 */
export function QrCode({
  text,
  label,
  className,
  style,
}: {
  text: string;
  label: string;
  className?: string;
  style?: CSSProperties;
}) {
  const { size, d } = useMemo(() => qrModulesPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-qr-text={text}
      className={cn('bg-white text-black', className)}
      style={style}
    >
      <path d={d} fill="currentColor" />
    </svg>
  );
}
