import type { FastifyReply } from 'fastify';

/**
 * CSV for spreadsheets set up for Colombia (es-CO): ";" between fields and "," before the
 * centavos, as Excel there expects when it opens a file by double click; a UTF-8 byte order mark
 * so the accents show right. Amounts in pesos with 2 decimals and no thousands separator.
 */
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

export function csvAmount(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(Math.round(centavos));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

function cell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading = + - @ would be run as a formula by the spreadsheet: a customer named "=HYPERLINK(…)".
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(,\d+)?$/.test(text) ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLines(rows: (string | number | null | undefined)[][]): string {
  return BOM + rows.map((r) => r.map(cell).join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}

export function sendCsv(reply: FastifyReply, fileName: string, body: string) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(body);
}

/** "2026-03-14 21:30" in the store's zone, as a person reads it in a sheet. */
export function csvDateTime(iso: string, timeZone: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}
