import type { PosInitResponse } from '@comandero/contracts';
import type { Db } from '../../db/database.js';

export type ReceiptSettings = Pick<PosInitResponse, 'printSettings' | 'storeSettings'>;

const flag = (v: number | undefined) => (v === 1 ? 1 : 0);

/**
 * The print and store settings every screen that prints a receipt receives (/pos/init,
 * /orders/init, /invoices/init), in the spec's snake_case shape with flags as 0/1. The rows are
 * created by the seed; the fallbacks only cover a database seeded by hand.
 */
export async function readReceiptSettings(db: Db): Promise<ReceiptSettings> {
  const [print, store] = await Promise.all([
    db
      .selectFrom('print_settings')
      .select([
        'page_format',
        'header',
        'footer',
        'show_notes',
        'is_enable_print',
        'show_store_details',
        'show_customer_details',
        'print_token',
      ])
      .where('id', '=', 1)
      .executeTakeFirst(),
    db
      .selectFrom('store_settings')
      .select(['store_name', 'address', 'phone', 'email', 'currency', 'image'])
      .where('id', '=', 1)
      .executeTakeFirst(),
  ]);
  return {
    printSettings: {
      page_format: print?.page_format ?? 80,
      header: print?.header ?? null,
      footer: print?.footer ?? null,
      show_notes: flag(print?.show_notes),
      is_enable_print: flag(print?.is_enable_print),
      show_store_details: flag(print?.show_store_details),
      show_customer_details: flag(print?.show_customer_details),
      print_token: flag(print?.print_token),
    },
    storeSettings: {
      store_name: store?.store_name ?? '',
      address: store?.address ?? null,
      phone: store?.phone ?? null,
      email: store?.email ?? null,
      currency: store?.currency ?? 'COP',
      image: store?.image ?? null,
    },
  };
}
