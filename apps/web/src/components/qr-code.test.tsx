import { render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QrCode } from './qr-code';

const URL_TEXT = 'http://caja.local:3000/display/customer?code=042917';

/** The dark modules of a path of `Mx yh1v1h-1z` squares, as "x,y". */
const modulesOf = (d: string) => [...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${m[1]},${m[2]}`).sort();

describe('QrCode', () => {
  it('draws exactly the dark modules the encoder gives for its text, named for screen readers', () => {
    const { container } = render(<QrCode text={URL_TEXT} label="Código QR de la dirección" />);
    const svg = screen.getByRole('img', { name: 'Código QR de la dirección' });
    expect(svg.getAttribute('data-qr-text')).toBe(URL_TEXT);
    const qr = encode(URL_TEXT, { ecc: 'M', border: 2 });
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${qr.size} ${qr.size}`);
    const expected = qr.data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`${x},${y}`] : []))).sort();
    const drawn = modulesOf(container.querySelector('path')?.getAttribute('d') ?? '');
    expect(drawn.length).toBeGreaterThan(100);
    expect(drawn).toEqual(expected);
    // Another text, another picture: the drawing follows the text, not a fixed image.
    const other = render(<QrCode text={`${URL_TEXT.slice(0, -1)}8`} label="otro" />);
    expect(modulesOf(other.container.querySelector('path')?.getAttribute('d') ?? '')).not.toEqual(drawn);
  });
});
