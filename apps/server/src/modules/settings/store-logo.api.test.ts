import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { multipart, PNG_1X1 } from '../../../test/fixtures/uploads.js';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);

describe.each(testDatabases)('the store logo on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let dataDir: string;
  const files = () => {
    const dir = path.join(dataDir, 'uploads');
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };
  const nameOf = (image: string) => path.basename(image);
  let call: ApiClient['send'];
  const storedImage = async () => (await call('GET', '/settings/store-setting')).json().image;
  const upload = async (bytes: Buffer) => {
    const body = multipart('logo', 'image/png', bytes);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/settings/store-image',
      payload: body.payload,
      headers: { ...body.headers, cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().image as string;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comandero-logo-'));
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir } });
    admin = await t.signIn();
    call = apiClient(t, admin).send;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps an uploaded logo without saving the details form, and deletes the file it replaced', async () => {
    const first = await upload(PNG_1X1);
    expect(await storedImage()).toBe(first);
    expect(files()).toEqual([nameOf(first)]);

    const second = await upload(JPEG);
    expect(second).toMatch(/\.jpg$/);
    expect(await storedImage()).toBe(second);
    expect(files()).toEqual([nameOf(second)]);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);

    // Saving the details without an image (or with the current one) keeps the logo and its file.
    expect((await call('POST', '/settings/store-setting', { storeName: 'Sabor' })).statusCode).toBe(200);
    expect((await call('POST', '/settings/store-setting', { storeName: 'Sabor', image: second })).statusCode).toBe(200);
    expect(await storedImage()).toBe(second);
    expect(files()).toEqual([nameOf(second)]);
  });

  it('removing the logo with the details form deletes its file', async () => {
    const image = await upload(PNG_1X1);
    const res = await call('POST', '/settings/store-setting', { storeName: 'Sabor', image: null });
    expect(res.statusCode).toBe(200);
    expect(await storedImage()).toBeNull();
    expect(files()).not.toContain(nameOf(image));
  });

  it('refuses a well-formed path to a file that is not there, changing nothing', async () => {
    const image = await upload(PNG_1X1);
    const ghost = `/api/v1/uploads/${'a'.repeat(32)}.png`;
    const res = await call('POST', '/settings/store-setting', { storeName: 'Otro', image: ghost });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: '¡Imagen inválida! Suba la imagen nuevamente.' });
    expect((await call('GET', '/settings/store-setting')).json()).toMatchObject({ storeName: 'Sabor', image });
    expect(files()).toContain(nameOf(image));
  });

  it('keeps a replaced file that a menu item still shows', async () => {
    const shared = await upload(PNG_1X1);
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('menu_items')
      .values({ title: 'Foto', price: 100, image: shared, created_at: now, updated_at: now })
      .execute();
    const next = await upload(JPEG);
    expect(files()).toEqual([nameOf(shared), nameOf(next)].sort());
  });
});
