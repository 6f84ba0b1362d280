// A copy of apps/server/test/fixtures/escpos-decoder.ts, for the same reason as fake-printer.ts here.
/**
 * Reads back what an ESC/POS printer received: the text in the code page the stream selected
 * (ESC t), with cuts, drawer kicks and QR payloads, so tests assert on content rather than bytes.
 * It knows the commands our encoder sends and throws on any other, so a new command is noticed.
 * The code page tables are written out here, not taken from the encoder, so a wrong table in the
 * encoder cannot pass its own test.
 */

/** CP858 (CP850 with € at 0xD5), bytes 0x80–0xFF. */
const CP858_HIGH =
  'ÇüéâäàåçêëèïîìÄÅ' +
  'ÉæÆôöòûùÿÖÜø£Ø×ƒ' +
  'áíóúñÑªº¿®¬½¼¡«»' +
  '░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐' +
  '└┴┬├─┼ãÃ╚╔╩╦╠═╬¤' +
  'ðÐÊËÈ€ÍÎÏ┘┌█▄¦Ì▀' +
  'ÓßÔÒõÕµþÞÚÛÙýÝ¯´' +
  '\u00AD±‗¾¶§÷¸°¨·¹³²■\u00A0';

/** Windows-1252, bytes 0x80–0x9F (0xA0–0xFF are Latin-1); undefined bytes stay unknown. */
const WPC1252_80_9F = '€\uFFFD‚ƒ„…†‡ˆ‰Š‹Œ\uFFFDŽ\uFFFD\uFFFD‘’“”•–—˜™š›œ\uFFFDžŸ';

export type EscPosCodePage = 'cp858' | 'wpc1252';

/** ESC t n as the Epson table numbers them. */
const CODE_PAGE_BY_NUMBER: Record<number, EscPosCodePage> = { 19: 'cp858', 16: 'wpc1252' };

function decodeByte(byte: number, page: EscPosCodePage | null, offset: number): string {
  if (byte < 0x80) return String.fromCharCode(byte);
  if (page === null) throw new Error(`byte 0x${byte.toString(16)} at ${offset} before any ESC t`);
  if (page === 'cp858') return CP858_HIGH[byte - 0x80];
  return byte < 0xa0 ? WPC1252_80_9F[byte - 0x80] : String.fromCharCode(byte);
}

export type PrintedLine = { text: string; bold: boolean; width: number; height: number };

export type DecodedPrint = {
  /** Printed lines, trailing spaces removed (centering pads with spaces). */
  lines: PrintedLine[];
  /** The lines' text joined with newlines. */
  text: string;
  codePages: EscPosCodePage[];
  cuts: number;
  drawerKicks: { pin: 2 | 5 }[];
  qrCodes: string[];
  initialized: boolean;
};

/** Arguments after the two command bytes, for the fixed-length commands we accept. */
const ESC_ARGS: Record<number, number> = {
  0x40: 0, // @ initialize
  0x4d: 1, // M font
  0x32: 0, // 2 default line spacing
  0x33: 1, // 3 line spacing
  0x61: 1, // a align
  0x45: 1, // E bold
  0x2d: 1, // - underline
  0x34: 1, // 4 italic
  0x74: 1, // t code page
  0x64: 1, // d feed lines
  0x70: 3, // p drawer kick
};
const GS_ARGS: Record<number, number> = { 0x21: 1, 0x42: 1, 0x68: 1, 0x77: 1, 0x48: 1 };

export function decodeEscPos(input: Uint8Array): DecodedPrint {
  const bytes = Uint8Array.from(input);
  const out: DecodedPrint = {
    lines: [],
    text: '',
    codePages: [],
    cuts: 0,
    drawerKicks: [],
    qrCodes: [],
    initialized: false,
  };
  let page: EscPosCodePage | null = null;
  let bold = false;
  let size = { width: 1, height: 1 };
  let line: PrintedLine = { text: '', bold: false, width: 1, height: 1 };
  const endLine = () => {
    out.lines.push({ ...line, text: line.text.trimEnd() });
    line = { text: '', bold: false, width: 1, height: 1 };
  };
  const arg = (at: number) => {
    if (at >= bytes.length) throw new Error(`command cut short at ${at}`);
    return bytes[at];
  };

  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b === 0x0a) {
      endLine();
      i += 1;
    } else if (b === 0x0d) {
      i += 1;
    } else if (b === 0x1b) {
      const cmd = arg(i + 1);
      const n = ESC_ARGS[cmd];
      if (n === undefined) throw new Error(`unknown ESC 0x${cmd.toString(16)} at ${i}`);
      if (cmd === 0x40) out.initialized = true;
      if (cmd === 0x45) bold = arg(i + 2) === 1;
      if (cmd === 0x74) {
        const selected = CODE_PAGE_BY_NUMBER[arg(i + 2)];
        if (!selected) throw new Error(`unexpected code page ESC t ${arg(i + 2)} at ${i}`);
        page = selected;
        out.codePages.push(selected);
      }
      if (cmd === 0x70) out.drawerKicks.push({ pin: arg(i + 2) === 1 ? 5 : 2 });
      i += 2 + n;
    } else if (b === 0x1c) {
      if (arg(i + 1) !== 0x2e) throw new Error(`unknown FS 0x${arg(i + 1).toString(16)} at ${i}`);
      i += 2;
    } else if (b === 0x1d) {
      const cmd = arg(i + 1);
      if (cmd === 0x56) {
        out.cuts += 1;
        // GS V m, or GS V m n for the feed-and-cut forms (m 65/66).
        i += arg(i + 2) >= 65 ? 4 : 3;
      } else if (cmd === 0x28 && arg(i + 2) === 0x6b) {
        const length = arg(i + 3) + arg(i + 4) * 256;
        const [cn, fn] = [arg(i + 5), arg(i + 6)];
        // cn 49 is QR; fn 80 stores its data (after one more byte), read as Latin-1 like the encoder writes it.
        if (cn === 0x31 && fn === 0x50)
          out.qrCodes.push(Buffer.from(bytes.subarray(i + 8, i + 5 + length)).toString('latin1'));
        i += 5 + length;
      } else if (GS_ARGS[cmd] !== undefined) {
        if (cmd === 0x21) size = { width: (arg(i + 2) >> 4) + 1, height: (arg(i + 2) & 0x0f) + 1 };
        i += 2 + GS_ARGS[cmd];
      } else {
        throw new Error(`unknown GS 0x${cmd.toString(16)} at ${i}`);
      }
    } else if (b < 0x20 || b === 0x7f) {
      throw new Error(`unexpected control byte 0x${b.toString(16)} at ${i}`);
    } else {
      const char = decodeByte(b, page, i);
      if (char !== ' ') {
        line.bold ||= bold;
        line.width = Math.max(line.width, size.width);
        line.height = Math.max(line.height, size.height);
      }
      line.text += char;
      i += 1;
    }
  }
  if (line.text !== '') endLine();
  out.text = out.lines.map((l) => l.text).join('\n');
  return out;
}
