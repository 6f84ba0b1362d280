import { randomBytes } from 'node:crypto';
import { foldForSearch } from '@comandero/contracts';
import type { Clock } from '../lib/clock.js';
import { hashPassword } from '../lib/passwords.js';
import type { Db } from './database.js';
import {
  DEMO_CATEGORIES,
  DEMO_CUSTOMERS,
  DEMO_ITEMS,
  DEMO_PAYMENT_TYPES,
  DEMO_TABLES,
  DEMO_TAXES,
  DEMO_USERS,
} from './demo-data.js';

export type SeedOptions = {
  adminUsername: string;
  adminPassword?: string;
  demo: boolean;
  /** Password of the demo staff users; random (and printed) when unset. */
  demoPassword?: string;
  storeTimeZone: string;
  /** STORE_TIME_ZONE was set explicitly: it then replaces the stored zone on every start. */
  storeTimeZoneExplicit?: boolean;
  clock: Clock;
  print: (line: string) => void;
};

const strongPassword = () => randomBytes(12).toString('base64url');

/** First start: singletons, the admin and, unless disabled, the demo restaurant. Safe to call on every start. */
export async function seedDatabase(db: Db, opts: SeedOptions): Promise<void> {
  const now = opts.clock.now().toISOString();
  await db
    .insertInto('store_settings')
    .values({ id: 1, store_name: 'Mi Restaurante', currency: 'COP', time_zone: opts.storeTimeZone, updated_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  if (opts.storeTimeZoneExplicit) {
    await db
      .updateTable('store_settings')
      .set({ time_zone: opts.storeTimeZone, updated_at: now })
      .where('id', '=', 1)
      .where('time_zone', '<>', opts.storeTimeZone)
      .execute();
  }
  await db
    .insertInto('print_settings')
    .values({
      id: 1,
      page_format: 80,
      header: 'Gracias por su visita',
      footer: '¡Vuelva pronto!',
      show_notes: 1,
      is_enable_print: 1,
      show_store_details: 1,
      show_customer_details: 1,
      print_token: 1,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return;

  const adminPassword = opts.adminPassword ?? strongPassword();
  // A twin instance starting on the same empty database may create the admin first: then it seeds.
  const created = await db
    .insertInto('users')
    .values({
      username: opts.adminUsername,
      password_hash: await hashPassword(adminPassword),
      name: 'Administrador',
      role: 'admin',
      designation: 'Gerente',
      scope: '',
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('username').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!created) return;
  if (!opts.adminPassword) {
    opts.print(
      `Usuario administrador creado: ${opts.adminUsername} / ${adminPassword} (guárdela, no se volverá a mostrar)`,
    );
  }
  if (opts.demo) await seedDemo(db, now, opts);
}

async function seedDemo(db: Db, now: string, opts: SeedOptions) {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('store_settings')
      .set({
        store_name: 'Comandero Demo — Sabor Paisa',
        address: 'Calle 10 # 43-12, Medellín',
        phone: '604 444 1234',
        email: 'hola@saborpaisa.co',
      })
      .where('id', '=', 1)
      .execute();
    const categoryIds = new Map<string, number>();
    for (const title of DEMO_CATEGORIES) {
      const row = await tx
        .insertInto('categories')
        .values({ title, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryIds.set(title, row.id);
    }
    const taxIds = new Map<string, number>();
    for (const t of DEMO_TAXES) {
      const row = await tx
        .insertInto('taxes')
        .values({ title: t.title, rate_bp: t.rate * 100, type: t.type, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      taxIds.set(t.title, row.id);
    }
    await tx
      .insertInto('payment_types')
      .values(DEMO_PAYMENT_TYPES.map((title) => ({ title, is_active: 1, created_at: now })))
      .execute();
    await tx
      .insertInto('store_tables')
      .values(
        DEMO_TABLES.map((t) => ({ table_title: t.title, floor: t.floor, seating_capacity: t.seats, created_at: now })),
      )
      .execute();
    for (const item of DEMO_ITEMS) {
      const row = await tx
        .insertInto('menu_items')
        .values({
          title: item.title,
          price: item.price * 100,
          net_price: null,
          category_id: categoryIds.get(item.category) ?? null,
          tax_id: item.tax ? (taxIds.get(item.tax) ?? null) : null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (item.variants?.length) {
        await tx
          .insertInto('menu_item_variants')
          .values(item.variants.map(([title, price]) => ({ item_id: row.id, title, price: price * 100 })))
          .execute();
      }
      if (item.addons?.length) {
        await tx
          .insertInto('menu_item_addons')
          .values(item.addons.map(([title, price]) => ({ item_id: row.id, title, price: price * 100 })))
          .execute();
      }
    }
    await tx
      .insertInto('customers')
      .values(
        DEMO_CUSTOMERS.map((c) => ({ ...c, name_search: foldForSearch(c.name), created_at: now, updated_at: now })),
      )
      .execute();
  });

  const demoPassword = opts.demoPassword ?? strongPassword();
  const hash = await hashPassword(demoPassword);
  await db
    .insertInto('users')
    .values(DEMO_USERS.map((u) => ({ ...u, role: 'staff', password_hash: hash, created_at: now, updated_at: now })))
    .execute();
  if (!opts.demoPassword) {
    opts.print(
      `Usuarios de demostración (${DEMO_USERS.map((u) => u.username).join(', ')}) con contraseña: ${demoPassword}`,
    );
  }
}
