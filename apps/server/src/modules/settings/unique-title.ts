import { titleKey } from '@comandero/contracts';
import { conflict } from '../../http/http-error.js';

export type TitledRow = { id: number; title: string };

/** Lists whose rows are named (printers, stations) compared as titles. */
export const namedAsTitled = (rows: { id: number; name: string }[]): TitledRow[] =>
  rows.map((r) => ({ id: r.id, title: r.name }));

/**
 * Refuses (409) a title that another row of the same list already has, compared by titleKey.
 * The list is read in app code because accent folding has no portable SQL; call it inside
 * catalogueWrite so no other writer can add the same title before this one commits.
 */
export function assertTitleFree(rows: TitledRow[], title: string, message: string, exceptId?: number): void {
  const key = titleKey(title);
  if (rows.some((r) => r.id !== exceptId && titleKey(r.title) === key)) throw conflict(message);
}
