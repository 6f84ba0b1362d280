import type { Db } from '../../db/database.js';

export type PairingCodeRow = {
  code: string;
  terminal_id: string;
  terminal_label: string | null;
  created_by: number;
  created_at: string;
  expires_at: string;
};

/** Codes past their expiry are of no use to anyone: dropped before a new one is drawn. */
export async function deleteExpiredCodes(db: Db, nowIso: string): Promise<void> {
  await db.deleteFrom('customer_display_codes').where('expires_at', '<=', nowIso).execute();
}

/** A terminal keeps one live code: asking again replaces the one on its screen. */
export async function deleteTerminalCodes(db: Db, terminalId: string): Promise<void> {
  await db.deleteFrom('customer_display_codes').where('terminal_id', '=', terminalId).execute();
}

export async function insertCode(db: Db, row: PairingCodeRow): Promise<void> {
  await db.insertInto('customer_display_codes').values(row).execute();
}

/**
 * Takes the code out in one statement: of two displays redeeming it at once, one gets the row and
 * the other nothing, so a code pairs one display only.
 */
export async function takeCode(db: Db, code: string): Promise<PairingCodeRow | undefined> {
  return db.deleteFrom('customer_display_codes').where('code', '=', code).returningAll().executeTakeFirst();
}

export async function deviceNameOf(db: Db, sessionId: string): Promise<string | null> {
  const row = await db
    .selectFrom('device_sessions')
    .select('device_name')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row?.device_name ?? null;
}

export async function saveLink(
  db: Db,
  link: { session_id: string; terminal_id: string; terminal_label: string | null; paired_at: string },
): Promise<void> {
  await db
    .insertInto('customer_display_links')
    .values(link)
    .onConflict((oc) =>
      oc.column('session_id').doUpdateSet({
        terminal_id: link.terminal_id,
        terminal_label: link.terminal_label,
        paired_at: link.paired_at,
      }),
    )
    .execute();
}

export async function linkedTerminalOf(db: Db, sessionId: string): Promise<string | null> {
  const row = await db
    .selectFrom('customer_display_links')
    .select('terminal_id')
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return row?.terminal_id ?? null;
}
