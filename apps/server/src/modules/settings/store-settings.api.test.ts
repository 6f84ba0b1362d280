import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { multipart, PNG_1X1 } from '../../../test/fixtures/uploads.js';

const validPrint = {
  pageFormat: 57,
  header: 'Bienvenidos',
  footer: 'Gracias',
  showNotes: 0,
  isEnablePrint: 1,
  showStoreDetails: false,
  showCustomerDetails: true,
  printToken: '0',
};

describe.each(testDatabases)('store and print settings on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let dataDir: string;
  const uploadsDir = () => path.join(dataDir, 'uploads');
  const uploadedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);
  let call: ApiClient['send'];
  const upload = (body: ReturnType<typeof multipart>, cookie = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/settings/store-image',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comandero-uploads-'));
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir } });
    admin = await t.signIn();
    call = apiClient(t, admin).send;
    await t.createUser('cajero', { scope: 'POS,ORDERS' });
    await t.createUser('gerente', { scope: 'SETTINGS' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the seeded store setting and saves a new one, blanks becoming null', async () => {
    const first = await call('GET', '/settings/store-setting');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      storeName: 'Mi Restaurante',
      address: null,
      phone: null,
      email: null,
      currency: 'COP',
      image: null,
    });
    const body = { storeName: ' Sabor ', address: 'Calle 1', phone: '', email: 'a@b.co', currency: 'COP', image: '' };
    const saved = await call('POST', '/settings/store-setting', body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: '¡Detalles de la tienda actualizados!' });
    expect((await call('GET', '/settings/store-setting')).json()).toEqual({
      storeName: 'Sabor',
      address: 'Calle 1',
      phone: null,
      email: 'a@b.co',
      currency: 'COP',
      image: null,
    });
  });

  it('refuses bad store settings in Spanish and changes nothing', async () => {
    const before = (await call('GET', '/settings/store-setting')).json();
    const cases: [object, string][] = [
      [{ storeName: '' }, '¡Por favor ingrese el nombre del restaurante!'],
      [{ storeName: 'x'.repeat(101) }, '¡El nombre del restaurante no puede superar 100 caracteres!'],
      [{ storeName: 'X', email: 'no-es-correo' }, '¡Por favor ingrese un correo válido!'],
      [{ storeName: 'X', currency: 'USD' }, '¡Seleccione una moneda válida!'],
      [{ storeName: 'X', address: 'x'.repeat(201) }, '¡La dirección no puede superar 200 caracteres!'],
      [{ storeName: 'X', image: 'https://evil.example/x.png' }, '¡Imagen inválida! Suba la imagen nuevamente.'],
      [{ storeName: 'X', image: '/api/v1/uploads/../../secret.png' }, '¡Imagen inválida! Suba la imagen nuevamente.'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/settings/store-setting', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect((await call('GET', '/settings/store-setting')).json()).toEqual(before);
  });

  it('answers and saves print settings with flags stored as 0/1', async () => {
    const first = await call('GET', '/settings/print-setting');
    expect(first.json()).toEqual({
      pageFormat: 80,
      header: 'Gracias por su visita',
      footer: '¡Vuelva pronto!',
      showNotes: 1,
      isEnablePrint: 1,
      showStoreDetails: 1,
      showCustomerDetails: 1,
      printToken: 1,
    });
    const saved = await call('POST', '/settings/print-setting', validPrint);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: '¡Configuración de impresión actualizada!' });
    expect((await call('GET', '/settings/print-setting')).json()).toEqual({
      pageFormat: 57,
      header: 'Bienvenidos',
      footer: 'Gracias',
      showNotes: 0,
      isEnablePrint: 1,
      showStoreDetails: 0,
      showCustomerDetails: 1,
      printToken: 0,
    });
    const row = await t.database.db.selectFrom('print_settings').selectAll().executeTakeFirstOrThrow();
    expect([row.show_notes, row.show_store_details, row.print_token]).toEqual([0, 0, 0]);
  });

  it('refuses bad print settings and changes nothing', async () => {
    const before = (await call('GET', '/settings/print-setting')).json();
    const cases: [object, string][] = [
      [{ ...validPrint, pageFormat: 60 }, '¡Seleccione un formato de página válido (80 o 57 mm)!'],
      [{ ...validPrint, showNotes: 2 }, '¡Valor inválido en la configuración de impresión!'],
      [{ ...validPrint, printToken: undefined }, '¡Valor inválido en la configuración de impresión!'],
      [{ ...validPrint, header: 'x'.repeat(501) }, '¡El encabezado no puede superar 500 caracteres!'],
      [{ ...validPrint, footer: 'x'.repeat(501) }, '¡El pie de página no puede superar 500 caracteres!'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/settings/print-setting', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect((await call('GET', '/settings/print-setting')).json()).toEqual(before);
  });

  it('accepts a PNG by its bytes, serves it publicly, and lets the store use it', async () => {
    const res = await upload(multipart('logo.bin', 'application/octet-stream', PNG_1X1));
    expect(res.statusCode).toBe(200);
    const { message, image } = res.json();
    expect(message).toBe('¡Imagen subida!');
    expect(image).toMatch(/^\/api\/v1\/uploads\/[a-f0-9]{32}\.png$/);
    expect(uploadedFiles()).toContain(path.basename(image));

    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);

    const store = { storeName: 'Sabor', currency: 'COP', image };
    expect((await call('POST', '/settings/store-setting', store)).statusCode).toBe(200);
    expect((await call('GET', '/settings/store-setting')).json().image).toBe(image);
    // Leaving image out keeps it; null removes it.
    await call('POST', '/settings/store-setting', { storeName: 'Sabor' });
    expect((await call('GET', '/settings/store-setting')).json().image).toBe(image);
    await call('POST', '/settings/store-setting', { storeName: 'Sabor', image: null });
    expect((await call('GET', '/settings/store-setting')).json().image).toBeNull();
  });

  it('detects JPEG and WebP by content and names them accordingly', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([0x24, 0, 0, 0]),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(32),
    ]);
    const j = await upload(multipart('foto.png', 'image/png', jpeg));
    expect(j.json().image).toMatch(/\.jpg$/);
    const w = await upload(multipart('foto.jpg', 'image/jpeg', webp));
    expect(w.json().image).toMatch(/\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: w.json().image });
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('refuses a non-image, an oversized image, and a request without a file, storing nothing', async () => {
    const before = uploadedFiles();
    const text = await upload(multipart('logo.png', 'image/png', Buffer.from('hola, no soy una imagen')));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ message: '¡Formato de imagen no soportado! Use PNG, JPEG o WebP.' });

    const svg = await upload(
      multipart('logo.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    );
    expect(svg.statusCode).toBe(400);

    const big = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(multipart('big.png', 'image/png', big));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({ message: '¡La imagen supera el tamaño máximo de 2 MB!' });

    const truncated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/settings/store-image',
      payload: '--xx\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc',
      headers: { cookie: admin, 'content-type': 'multipart/form-data; boundary=xx' },
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toEqual({ message: '¡No se pudo leer el archivo enviado! Intente de nuevo.' });

    const json = await call('POST', '/settings/store-image', { image: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: '¡Seleccione una imagen para subir!' });
    expect(uploadedFiles()).toEqual(before);
  });

  it('serves only generated names, never a path outside the uploads folder', async () => {
    fs.mkdirSync(uploadsDir(), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'secret.png'), 'secreto');
    for (const url of [
      '/api/v1/uploads/..%2Fsecret.png',
      '/api/v1/uploads/../secret.png',
      '/api/v1/uploads/secret.png',
      `/api/v1/uploads/${'0'.repeat(32)}.png`,
      `/api/v1/uploads/${'0'.repeat(32)}.svg`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secreto');
    }
  });

  it('requires a session (401) and the SETTINGS scope (403); a SETTINGS user passes', async () => {
    const cajero = await t.signIn('cajero', 'user-pass-123');
    const gerente = await t.signIn('gerente', 'user-pass-123');
    for (const url of ['/settings/store-setting', '/settings/print-setting']) {
      expect((await call('GET', url, undefined, '')).statusCode).toBe(401);
      const denied = await call('GET', url, undefined, cajero);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe('No tiene permiso para realizar esta acción.');
      expect((await call('GET', url, undefined, gerente)).statusCode).toBe(200);
    }
    expect((await call('POST', '/settings/print-setting', validPrint, cajero)).statusCode).toBe(403);
    expect((await call('POST', '/settings/print-setting', validPrint, gerente)).statusCode).toBe(200);
    expect((await upload(multipart('a.png', 'image/png', PNG_1X1), cajero)).statusCode).toBe(403);
    expect((await upload(multipart('a.png', 'image/png', PNG_1X1), gerente)).statusCode).toBe(200);
    expect((await upload(multipart('a.png', 'image/png', PNG_1X1), '')).statusCode).toBe(401);
  });
});
