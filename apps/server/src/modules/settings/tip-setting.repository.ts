import {
  TIP_ROUND_TO,
  type DeliveryType,
  type TipRoundTo,
  type TipSetting,
  type TipSettingView,
} from '@comandero/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';

const SINGLETON = 1;

type Executor = Kysely<Database> | Transaction<Database>;

const roundToOf = (stored: number): TipRoundTo => TIP_ROUND_TO.find((r) => r === stored) ?? 1;

/** The store's voluntary-tip setting; every way to pay a table reads it for the suggested tip. */
export async function readTipSetting(db: Executor): Promise<TipSettingView & { bp: number }> {
  const row = await db
    .selectFrom('store_settings')
    .select(['tip_percent_bp', 'tip_ask_dinein', 'tip_ask_takeaway', 'tip_ask_delivery', 'tip_round_to'])
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
    roundTo: roundToOf(row.tip_round_to),
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
      // Absent (a client from before the rounding): the stored choice stays.
      ...(setting.roundTo === undefined ? {} : { tip_round_to: setting.roundTo }),
      updated_at: nowIso,
    })
    .where('id', '=', SINGLETON)
    .execute();
}
