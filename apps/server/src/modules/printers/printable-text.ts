import type { PrinterCodePage } from '@comandero/contracts';
import CodepageEncoder from '@point-of-sale/codepage-encoder';

/** Our code page names as the encoders know them (their Epson table sends ESC t 19 and ESC t 16). */
export const ENCODER_CODE_PAGE: Record<PrinterCodePage, 'cp858' | 'windows1252'> = {
  cp858: 'cp858',
  wpc1252: 'windows1252',
};

/** Typography phones and spreadsheets put into names, as the plain characters every code page has. */
const PLAIN: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '•': '*',
};

/** Whether a character is in each code page; bounded, since names may hold any character. */
const FITS: Record<PrinterCodePage, Map<string, boolean>> = { cp858: new Map(), wpc1252: new Map() };
const FITS_MAX = 10_000;
const PLAIN_ASCII = /^[ -~]*$/;

/**
 * Text as the printer's code page can print it: any space becomes a plain space, typographic marks
 * become plain ones, a letter the code page lacks loses its accent ("ő" → "o"), and what is still
 * missing (an emoji, "Ł") becomes one "?" instead of the encoder's "?" per UTF-16 unit.
 */
export function printableText(text: string, codePage: PrinterCodePage): string {
  // Most of a ticket is plain ASCII, which every code page prints as it is.
  if (PLAIN_ASCII.test(text)) return text;
  const page = ENCODER_CODE_PAGE[codePage];
  const known = FITS[codePage];
  // The encoder takes about 0.1 ms per call: each character is asked once per code page.
  const fits = (c: string) => {
    let fit = known.get(c);
    if (fit === undefined) {
      fit = c === '?' || CodepageEncoder.encode(c, page)[0] !== 0x3f;
      if (known.size < FITS_MAX) known.set(c, fit);
    }
    return fit;
  };
  let out = '';
  for (const char of text.replace(/\s/g, ' ')) {
    const plain = PLAIN[char] ?? char;
    if ([...plain].every(fits)) out += plain;
    else {
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += bare !== '' && [...bare].every(fits) ? bare : '?';
    }
  }
  return out;
}
