import { MENU_MESSAGES } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';

describe.each(testDatabases)('menu form numbers on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(kind);
    cookie = await t.signIn();
  });
  afterEach(async () => {
    await t.close();
  });

  const add = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/menu-items/add', payload, headers: { cookie } });

  it('reads numbers only from plain decimal text', async () => {
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/v1/settings/categories/add',
      payload: { title: 'Bebidas' },
      headers: { cookie },
    });
    const categoryId: number = category.json().id;
    const cases: [object, string][] = [
      [{ title: 'Jugo', price: '1e3' }, MENU_MESSAGES.priceInvalid],
      [{ title: 'Jugo', price: 'Infinity' }, MENU_MESSAGES.priceInvalid],
      [{ title: 'Jugo', price: '100', netPrice: '0x10' }, MENU_MESSAGES.priceInvalid],
      [{ title: 'Jugo', price: '100', categoryId: `0x${categoryId.toString(16)}` }, MENU_MESSAGES.categoryInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await add(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    const ok = await add({ title: 'Jugo', price: ' 4500.50 ', categoryId: String(categoryId) });
    expect(ok.statusCode, ok.body).toBe(200);
    const items = await t.database.db.selectFrom('menu_items').select(['price', 'category_id']).execute();
    expect(items).toEqual([{ price: 450_050, category_id: categoryId }]);
  });
});
