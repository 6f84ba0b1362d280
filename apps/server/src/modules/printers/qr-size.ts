import type { PrinterPaperWidth } from '@comandero/contracts';

/** Printable dots across the paper at 203 dpi: 48 columns of 12 dots on 80 mm, 32 on 57 mm. */
const PRINT_DOTS: Record<PrinterPaperWidth, number> = { 80: 576, 57: 384 };

/** Bytes a QR code of each version (1, 2, …) holds at error correction M, byte mode. */
const BYTE_CAPACITY_M = [
  14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412, 450, 504, 560, 624, 666, 711, 779, 857, 911,
  997, 1059, 1125, 1190, 1264, 1370,
];

/** The library's default, kept for short texts (a test page's QR): larger only wastes paper. */
const MAX_MODULE = 6;

/**
 * The module size (GS ( k fn 67, dots per module) that fits a QR of `data` across the paper with its
 * quiet zone: a DE-POS QR (about 440 bytes, version 16, 81 modules) prints 4 dots a module on 57 mm,
 * 0.5 mm, which phone cameras read; the default 6 would run off a 57 mm roll.
 */
export function qrModuleSize(data: string, paperWidth: PrinterPaperWidth): number {
  const bytes = Buffer.byteLength(data, 'latin1');
  const version = BYTE_CAPACITY_M.findIndex((capacity) => capacity >= bytes) + 1 || BYTE_CAPACITY_M.length;
  const modules = 17 + 4 * version + 8;
  return Math.max(1, Math.min(MAX_MODULE, Math.floor(PRINT_DOTS[paperWidth] / modules)));
}
