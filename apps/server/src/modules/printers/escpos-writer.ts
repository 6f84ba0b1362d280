import { PRINTER_COLUMNS, type Printer, type PrinterCodePage } from '@comandero/contracts';
import CodepageEncoder from '@point-of-sale/codepage-encoder';
import { ENCODER_CODE_PAGE } from './printable-text.js';

/**
 * The ESC/POS commands a ticket without a QR code needs, written straight into bytes: a comanda
 * is a dozen lines of text in two sizes, and the library's builder (escpos-page.ts) spent about a
 * millisecond of CPU on one, more than the rest of its printing (docs/performance.md, issue 20).
 * What it writes reads back the same as the library's bytes (escpos-writer.test.ts decodes both):
 * the same commands, text laid out in the same columns, alignment by padding at normal size.
 * A ticket with a QR code still goes through the library (encode-ticket.ts).
 */

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;
const CR = 0x0d;
const QUESTION = 0x3f;

/** ESC t n on the Epson table, as the library numbers our two code pages. */
const CODE_PAGE_NUMBER: Record<PrinterCodePage, number> = { cp858: 19, wpc1252: 16 };

/** Each code page's byte for a character above ASCII, asked of the code page library once. */
const HIGH_BYTES: Record<PrinterCodePage, Map<string, number>> = { cp858: new Map(), wpc1252: new Map() };
const HIGH_BYTES_MAX = 10_000;

function highByte(char: string, codePage: PrinterCodePage): number {
  const known = HIGH_BYTES[codePage];
  let byte = known.get(char);
  if (byte === undefined) {
    const encoded = CodepageEncoder.encode(char, ENCODER_CODE_PAGE[codePage]);
    // printableText fits text to the code page first: a character still missing is a bug upstream.
    if (encoded.length !== 1 || encoded[0] === QUESTION) {
      throw new Error(`El carácter ${JSON.stringify(char)} no está en la página de códigos ${codePage}`);
    }
    byte = encoded[0];
    if (known.size < HIGH_BYTES_MAX) known.set(char, byte);
  }
  return byte;
}

export type Align = 'left' | 'center' | 'right';

/** A growing byte buffer with the few commands tickets use. */
export class EscPosWriter {
  private bytes = new Uint8Array(1024);
  private length = 0;
  private codePageSent = false;
  readonly columns: number;

  constructor(private readonly printer: Pick<Printer, 'paperWidth' | 'codePage'>) {
    this.columns = PRINTER_COLUMNS[printer.paperWidth];
    // ESC @ initialise, FS . leave Kanji mode, ESC M 0 font A: what the library starts with.
    this.push(ESC, 0x40, 0x1c, 0x2e, ESC, 0x4d, 0x00);
  }

  private room(n: number): void {
    if (this.length + n <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + n));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  private push(...values: number[]): void {
    this.room(values.length);
    for (const v of values) this.bytes[this.length++] = v;
  }

  private spaces(n: number): void {
    this.room(n);
    this.bytes.fill(0x20, this.length, this.length + n);
    this.length += n;
  }

  /** Text already fitted to the code page (printableText); control characters print as "?". */
  private text(value: string): void {
    if (!this.codePageSent) {
      this.push(ESC, 0x74, CODE_PAGE_NUMBER[this.printer.codePage]);
      this.codePageSent = true;
    }
    this.room(value.length);
    for (const char of value) {
      const code = char.charCodeAt(0);
      let byte: number;
      if (code >= 0x20 && code < 0x7f) byte = code;
      else if (code < 0x80 || char.length > 1) byte = QUESTION;
      else byte = highByte(char, this.printer.codePage);
      this.room(1);
      this.bytes[this.length++] = byte;
    }
  }

  /**
   * One printed line in `size` (1 or 2 times wide and high), aligned by padding with normal-size
   * spaces over the paper's columns; the style is set around the text and reset after it.
   */
  line(value: string, size: 1 | 2, bold: boolean, align: Align): this {
    if (value !== '') {
      const free = this.columns - value.length * size;
      const pad = align === 'center' ? Math.floor(free / 2) : align === 'right' ? free : 0;
      if (pad > 0) this.spaces(pad);
      if (size !== 1) this.push(GS, 0x21, 0x11);
      if (bold) this.push(ESC, 0x45, 0x01);
      this.text(value);
      if (bold) this.push(ESC, 0x45, 0x00);
      if (size !== 1) this.push(GS, 0x21, 0x00);
    }
    return this.newline(1);
  }

  /** Line feeds (LF CR, as the library ends its lines). */
  newline(lines: number): this {
    for (let i = 0; i < lines; i++) this.push(LF, CR);
    return this;
  }

  /** ESC p on pin 2: 100 ms on, 500 ms off. */
  pulse(): this {
    this.push(ESC, 0x70, 0x00, 0x32, 0xfa);
    return this;
  }

  /** GS V 0, the full cut, and the line end after it. */
  cut(): this {
    this.push(GS, 0x56, 0x00);
    return this.newline(1);
  }

  encode(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}
