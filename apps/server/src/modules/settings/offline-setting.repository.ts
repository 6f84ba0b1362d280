import type { ManagerPinVerifier } from '@comandero/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';

const SINGLETON = 1;

type Executor = Kysely<Database> | Transaction<Database>;

/** Issue 22: the store's offline sales settings; queueLimit in centavos (null = no limit). */
export type OfflineSettingRow = {
  paymentsAllowed: boolean;
  queueLimit: number | null;
  managerPin: ManagerPinVerifier | null;
};

export async function readOfflineSetting(db: Executor): Promise<OfflineSettingRow> {
  const row = await db
    .selectFrom('store_settings')
    .select([
      'offline_payments_allowed',
      'offline_queue_limit',
      'manager_pin_salt',
      'manager_pin_iterations',
      'manager_pin_hash',
    ])
    .where('id', '=', SINGLETON)
    .executeTakeFirstOrThrow();
  const { manager_pin_salt: salt, manager_pin_iterations: iterations, manager_pin_hash: hash } = row;
  return {
    paymentsAllowed: row.offline_payments_allowed !== 0,
    queueLimit: row.offline_queue_limit === null ? null : Number(row.offline_queue_limit),
    managerPin: salt && hash && iterations ? { salt, iterations: Number(iterations), hash } : null,
  };
}

/** `managerPin` undefined keeps the stored verifier, null removes it. */
export async function writeOfflineSetting(
  db: Executor,
  s: { paymentsAllowed: boolean; queueLimit: number | null; managerPin?: ManagerPinVerifier | null },
  nowIso: string,
): Promise<void> {
  const pin =
    s.managerPin === undefined
      ? {}
      : {
          manager_pin_salt: s.managerPin?.salt ?? null,
          manager_pin_iterations: s.managerPin?.iterations ?? null,
          manager_pin_hash: s.managerPin?.hash ?? null,
        };
  await db
    .updateTable('store_settings')
    .set({
      offline_payments_allowed: s.paymentsAllowed ? 1 : 0,
      offline_queue_limit: s.queueLimit,
      ...pin,
      updated_at: nowIso,
    })
    .where('id', '=', SINGLETON)
    .execute();
}
