import type { DeliveryType, TipSetting } from '@comandero/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';

const SINGLETON = 1;

type Executor = Kysely<Database> | Transaction<Database>;

/** The store's voluntary-tip setting; the split bills read it for the suggested tip. */
export async function readTipSetting(db: Executor): Promise<TipSetting & { bp: number }> {
  const row = await db
    .selectFrom('store_settings')
    .select(['tip_percent_bp', 'tip_ask_dinein', 'tip_ask_takeaway', 'tip_ask_delivery'])
    .where('id', '=', SINGLETON)
    .executeTakeFirstOrThrow();
  return {
    bp: row.tip_percent_bp,
    percent: row.tip_percent_bp / 100,
    ask: {
      dinein: row.tip_ask_dinein === 1,
      takeaway: row.tip_ask_takeaway === 1,
      delivery: row.tip_ask_delivery === 1,
    },
  };
}

export const asksTipFor = (setting: TipSetting, deliveryType: string | null | undefined): boolean =>
  setting.ask[(deliveryType ?? 'dinein') as DeliveryType] ?? setting.ask.dinein;

export async function writeTipSetting(db: Executor, setting: TipSetting, nowIso: string): Promise<void> {
  await db
    .updateTable('store_settings')
    .set({
      tip_percent_bp: Math.round(setting.percent * 100),
      tip_ask_dinein: setting.ask.dinein ? 1 : 0,
      tip_ask_takeaway: setting.ask.takeaway ? 1 : 0,
      tip_ask_delivery: setting.ask.delivery ? 1 : 0,
      updated_at: nowIso,
    })
    .where('id', '=', SINGLETON)
    .execute();
}
