import type { AuditAction, AuditEntry } from '@comandero/contracts';
import type { TestApp } from '../test-app.js';
import type { PosCatalogue } from '../fixtures/pos.js';
import type { adminClient, Call } from '../fixtures/audit.js';

export type CaseContext = { t: TestApp; c: PosCatalogue; send: ReturnType<typeof adminClient>; unique: () => string };

export type Prepared = {
  call: Call;
  /** What the action changes, read from the database: the same after a failed attempt. */
  state(): Promise<unknown>;
  /** The one row the action must leave, matched with toMatchObject. */
  expected: Partial<AuditEntry>;
};

export type AuditCase = { name: string; action: AuditAction; prepare(ctx: CaseContext): Promise<Prepared> };

async function menuItem(ctx: CaseContext) {
  const now = new Date().toISOString();
  const title = `Plato ${ctx.unique()}`;
  const { id } = await ctx.t.database.db
    .insertInto('menu_items')
    .values({
      title,
      price: 1_000_000,
      net_price: null,
      category_id: ctx.c.categoryId,
      tax_id: ctx.c.taxes.iva,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const state = () =>
    ctx.t.database.db.selectFrom('menu_items').select(['price', 'tax_id']).where('id', '=', id).executeTakeFirst();
  const body = { title, price: 10_000, netPrice: null, categoryId: ctx.c.categoryId, taxId: ctx.c.taxes.iva };
  return { id, title, state, body };
}

async function paymentType(ctx: CaseContext) {
  const title = `Pago ${ctx.unique()}`;
  const { id } = await ctx.t.database.db
    .insertInto('payment_types')
    .values({ title, is_active: 1, is_cash: 0, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const state = () => ctx.t.database.db.selectFrom('payment_types').selectAll().where('id', '=', id).executeTakeFirst();
  return { id, title, state };
}

async function staffUser(ctx: CaseContext) {
  const username = `mesero${ctx.unique()}`;
  await ctx.t.createUser(username, { scope: 'POS' });
  const state = () =>
    ctx.t.database.db
      .selectFrom('users')
      .select(['scope', 'password_hash'])
      .where('username', '=', username)
      .executeTakeFirst();
  return { username, state };
}

/** Menu prices and taxes, payment types and users: the back office's sensitive edits. */
export const CATALOGUE_CASES: AuditCase[] = [
  {
    name: 'a menu item price change',
    action: 'menu.price_change',
    async prepare(ctx) {
      const item = await menuItem(ctx);
      return {
        call: { method: 'POST', url: `/menu-items/update/${item.id}`, payload: { ...item.body, price: 12_500 } },
        state: item.state,
        expected: {
          entity_type: 'menu_item',
          entity_id: String(item.id),
          before: { item: item.title, price: 10_000, net_price: null },
          after: { item: item.title, price: 12_500, net_price: null },
        },
      };
    },
  },
  {
    name: 'a menu item tax change',
    action: 'menu.tax_change',
    async prepare(ctx) {
      const item = await menuItem(ctx);
      return {
        call: {
          method: 'POST',
          url: `/menu-items/update/${item.id}`,
          payload: { ...item.body, taxId: ctx.c.taxes.impo },
        },
        state: item.state,
        expected: {
          entity_type: 'menu_item',
          entity_id: String(item.id),
          before: { item: item.title, tax_id: ctx.c.taxes.iva, tax: 'IVA' },
          after: { item: item.title, tax_id: ctx.c.taxes.impo, tax: 'Impoconsumo' },
        },
      };
    },
  },
  {
    name: "a variant's price change",
    action: 'menu.price_change',
    async prepare(ctx) {
      const item = await menuItem(ctx);
      const db = ctx.t.database.db;
      const values = { item_id: item.id, title: 'Doble', price: 1_500_000 };
      const { id } = await db.insertInto('menu_item_variants').values(values).returning('id').executeTakeFirstOrThrow();
      return {
        call: {
          method: 'POST',
          url: `/menu-items/variants/${item.id}/update/${id}`,
          payload: { title: 'Doble', price: 16_000 },
        },
        state: () => db.selectFrom('menu_item_variants').select('price').where('id', '=', id).executeTakeFirst(),
        expected: {
          entity_type: 'menu_item',
          entity_id: String(item.id),
          before: { item: item.title, variant: 'Doble', price: 15_000 },
          after: { item: item.title, variant: 'Doble', price: 16_000 },
        },
      };
    },
  },
  {
    name: "a tax's rate change",
    action: 'tax.update',
    async prepare(ctx) {
      const db = ctx.t.database.db;
      const title = `IVA ${ctx.unique()}`;
      const values = { title, rate_bp: 1900, type: 'exclusive', created_at: new Date().toISOString() };
      const { id } = await db.insertInto('taxes').values(values).returning('id').executeTakeFirstOrThrow();
      return {
        call: { method: 'POST', url: `/settings/taxes/${id}/update`, payload: { title, rate: 5, type: 'exclusive' } },
        state: () => db.selectFrom('taxes').select('rate_bp').where('id', '=', id).executeTakeFirst(),
        expected: {
          entity_type: 'tax',
          entity_id: String(id),
          before: { title, rate: 19, type: 'exclusive' },
          after: { title, rate: 5, type: 'exclusive' },
        },
      };
    },
  },
  {
    name: 'a payment type added',
    action: 'payment_type.add',
    async prepare(ctx) {
      const title = `Nequi ${ctx.unique()}`;
      return {
        call: { method: 'POST', url: '/settings/payment-types/add', payload: { title, isActive: 1, isCash: 0 } },
        state: () => ctx.t.database.db.selectFrom('payment_types').select('id').where('title', '=', title).execute(),
        expected: { entity_type: 'payment_type', before: null, after: { title, is_active: 1, is_cash: 0 } },
      };
    },
  },
  {
    name: 'a payment type renamed',
    action: 'payment_type.update',
    async prepare(ctx) {
      const p = await paymentType(ctx);
      const title = `${p.title} nuevo`;
      return {
        call: { method: 'POST', url: `/settings/payment-types/${p.id}/update`, payload: { title, isActive: 1 } },
        state: p.state,
        expected: {
          entity_id: String(p.id),
          before: { title: p.title, is_active: 1, is_cash: 0 },
          after: { title, is_active: 1, is_cash: 0 },
        },
      };
    },
  },
  {
    name: 'a payment type switched off',
    action: 'payment_type.update',
    async prepare(ctx) {
      const p = await paymentType(ctx);
      return {
        call: { method: 'POST', url: `/settings/payment-types/${p.id}/toggle`, payload: { isActive: 0 } },
        state: p.state,
        expected: { entity_id: String(p.id), before: { is_active: 1 }, after: { is_active: 0 } },
      };
    },
  },
  {
    name: 'a payment type deleted',
    action: 'payment_type.delete',
    async prepare(ctx) {
      const p = await paymentType(ctx);
      return {
        call: { method: 'DELETE', url: `/settings/payment-types/${p.id}` },
        state: p.state,
        expected: { entity_id: String(p.id), before: { title: p.title, is_active: 1, is_cash: 0 }, after: null },
      };
    },
  },
  {
    name: 'a user created',
    action: 'user.add',
    async prepare(ctx) {
      const username = `cajero${ctx.unique()}`;
      const payload = { username, password: 'clave-segura-1', name: 'Caja Nueva', userScopes: ['POS', 'ORDERS'] };
      return {
        call: { method: 'POST', url: '/users/add', payload },
        state: () => ctx.t.database.db.selectFrom('users').select('id').where('username', '=', username).execute(),
        expected: {
          entity_type: 'user',
          entity_id: username,
          after: { name: 'Caja Nueva', scopes: ['POS', 'ORDERS'] },
        },
      };
    },
  },
  {
    name: "a user's scopes changed",
    action: 'user.scopes',
    async prepare(ctx) {
      const u = await staffUser(ctx);
      const payload = { name: u.username, userScopes: ['POS', 'KITCHEN'] };
      return {
        call: { method: 'POST', url: `/users/update/${u.username}`, payload },
        state: u.state,
        expected: { entity_id: u.username, before: { scopes: ['POS'] }, after: { scopes: ['POS', 'KITCHEN'] } },
      };
    },
  },
  {
    name: "a user's password reset",
    action: 'user.password_reset',
    async prepare(ctx) {
      const u = await staffUser(ctx);
      return {
        call: { method: 'POST', url: `/users/update-password/${u.username}`, payload: { password: 'otra-clave-22' } },
        state: u.state,
        // The password itself never reaches the log.
        expected: { entity_id: u.username, before: null, after: null },
      };
    },
  },
  {
    name: 'a user deleted',
    action: 'user.delete',
    async prepare(ctx) {
      const u = await staffUser(ctx);
      return {
        call: { method: 'DELETE', url: `/users/delete/${u.username}` },
        state: u.state,
        expected: { entity_id: u.username, before: { name: u.username, scopes: ['POS'] }, after: null },
      };
    },
  },
];
