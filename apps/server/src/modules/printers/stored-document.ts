import type { TicketDocument, TicketLine } from './print-requests.js';

/**
 * How a job's document is stored (print_jobs.document): a flat JSON array instead of the document's
 * objects, a third of the bytes (a comanda: about 250 bytes instead of 790). Each job row is written
 * and rewritten under load (its INSERT, its `done`), and SQLite's work and the commit's grow with
 * the row (issue 20: on the order writer's thread the document's bytes were a tenth of the print
 * pass's CPU). The array is the document's flags, then each line as a tag with its fields:
 *
 *   [flags, TEXT|style, text, PAIR|style, left, right, RULE, FEED, lines, QR, data, …]
 *
 * Only the queue reads it (the sender thread, a reprint); documents stored before this format (a JSON
 * object) are read as they are.
 */
const TEXT = 1;
const PAIR = 2;
const RULE = 3;
const FEED = 4;
const QR = 5;
/** A text's or a pair's style, above the tag's bits: align (2 bits), bold, large, whole. */
const KIND = 0b111;
const ALIGN_SHIFT = 3;
const BOLD = 1 << 5;
const LARGE = 1 << 6;
const WHOLE = 1 << 7;
const ALIGNS = [undefined, 'left', 'center', 'right'] as const;
const CUT = 1;
const DRAWER = 2;

const style = (l: { bold?: boolean; size?: 1 | 2 }) => (l.bold ? BOLD : 0) | (l.size === 2 ? LARGE : 0);
const alignOf = (a: 'left' | 'center' | 'right' | undefined) => (a === undefined ? 0 : ALIGNS.indexOf(a));

export function storedDocument(doc: TicketDocument): string {
  const out: (string | number)[] = [(doc.cut ? CUT : 0) | (doc.drawerKick ? DRAWER : 0)];
  for (const l of doc.lines) {
    switch (l.type) {
      case 'text':
        out.push(TEXT | (alignOf(l.align) << ALIGN_SHIFT) | style(l), l.text);
        break;
      case 'pair':
        out.push(PAIR | style(l) | (l.whole ? WHOLE : 0), l.left, l.right);
        break;
      case 'rule':
        out.push(RULE);
        break;
      case 'feed':
        out.push(FEED, l.lines);
        break;
      case 'qr':
        out.push(QR, l.data);
        break;
    }
  }
  return JSON.stringify(out);
}

/** The fields a text or pair line has for `code` (absent ones left out, as the document builders do). */
function styled(code: number): { bold?: true; size?: 2 } {
  const s: { bold?: true; size?: 2 } = {};
  if (code & BOLD) s.bold = true;
  if (code & LARGE) s.size = 2;
  return s;
}

export function readStoredDocument(text: string): TicketDocument {
  const value = JSON.parse(text) as unknown;
  if (!Array.isArray(value)) return value as TicketDocument;
  const [flags, ...rest] = value as (string | number)[];
  const lines: TicketLine[] = [];
  for (let k = 0; k < rest.length;) {
    const code = rest[k++] as number;
    switch (code & KIND) {
      case TEXT: {
        const align = ALIGNS[(code >> ALIGN_SHIFT) & 0b11];
        lines.push({ type: 'text', text: rest[k++] as string, ...(align ? { align } : {}), ...styled(code) });
        break;
      }
      case PAIR:
        lines.push({
          type: 'pair',
          left: rest[k++] as string,
          right: rest[k++] as string,
          ...styled(code),
          ...(code & WHOLE ? { whole: true } : {}),
        });
        break;
      case RULE:
        lines.push({ type: 'rule' });
        break;
      case FEED:
        lines.push({ type: 'feed', lines: rest[k++] as number });
        break;
      case QR:
        lines.push({ type: 'qr', data: rest[k++] as string });
        break;
      default:
        throw new Error(`Documento de tiquete no válido: código ${code}`);
    }
  }
  return { lines, cut: ((flags as number) & CUT) !== 0, drawerKick: ((flags as number) & DRAWER) !== 0 };
}
