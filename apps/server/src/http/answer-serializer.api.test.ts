import { gzipSync } from 'node:zlib';
import { MESSAGES, defineRoute, textAnswer } from '@comandero/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { valueAnswerProblem } from './answer-check.js';
import { registerAnswerSerializer } from './answer-serializer.js';
import { registerErrorHandler } from './error-handler.js';
import { taggedRoutes } from './openapi-route.js';
import { registerPolicyGuard } from './policy.js';
import { notFound } from './http-error.js';

const route = taggedRoutes('Prueba');
const answer = z.object({ id: z.number(), note: z.string().nullable(), tags: z.array(z.object({ name: z.string() })) });
const def = (path: string) => defineRoute({ method: 'GET', path, answer });
/** Not what the schema would write: other key order, spacing and a field it does not name. */
const preSerialised = '{ "tags": [], "id": 1, "note": null, "secret": "x" }';

/** Each route answers `value` under the declared schema. */
const cases: Record<string, unknown> = {
  extraField: { id: 1, note: 'x', passwordHash: 'h', tags: [{ name: 'a', internal: 2 }] },
  notParsing: { id: '1', note: null, tags: [] },
  dated: { id: 1, note: new Date(Date.UTC(2026, 10, 27)), tags: [] },
  preSerialised,
};

/** A production-like app (`check` off) or a test app's (`check` on), its error log lines kept. */
async function appWith(check: boolean) {
  const logs: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => logs.push(JSON.parse(line) as Record<string, unknown>) };
  const app = Fastify({ logger: { level: 'error', stream } });
  registerErrorHandler(app);
  registerPolicyGuard(app, '/api/v1', async () => null);
  registerAnswerSerializer(app, '/api/v1', check ? valueAnswerProblem : undefined);
  await app.register(
    async (api) => {
      for (const [name, value] of Object.entries(cases)) {
        const r = route(def(`/${name}`), { policy: 'public', summary: name });
        api.get(`/${name}`, { config: r.config }, async (_request, reply) =>
          typeof value === 'string' ? reply.type('application/json; charset=utf-8').send(value) : value,
        );
      }
      const gz = route(def('/gzipped'), { policy: 'public', summary: 'gzipped' });
      api.get('/gzipped', { config: gz.config }, async (_request, reply) =>
        reply.type('application/json; charset=utf-8').header('Content-Encoding', 'gzip').send(gzipSync(preSerialised)),
      );
      const missing = route(def('/missing'), { policy: 'public', summary: 'missing' });
      api.get('/missing', { config: missing.config }, async () => {
        throw notFound('No está.');
      });
      const csvDef = defineRoute({ method: 'GET', path: '/csv', answer: textAnswer, answerMedia: 'text/csv' });
      const csv = route(csvDef, { policy: 'public', summary: 'csv' });
      api.get('/csv', { config: csv.config }, async (_request, reply) => reply.type('text/csv').send('a;b\n1;2\n'));
    },
    { prefix: '/api/v1' },
  );
  return { app, logs, get: (name: string) => app.inject({ method: 'GET', url: `/api/v1/${name}` }) };
}

describe('answers written from their schema', () => {
  let prod: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    prod = await appWith(false);
  });
  afterAll(() => prod.app.close());

  it('drops the fields the schema does not name, nested ones too', async () => {
    const res = await prod.get('extraField');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"id":1,"note":"x","tags":[{"name":"a"}]}');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(prod.logs).toEqual([]);
  });

  it('writes a value as its JSON when only that parses, as Fastify did without the schema', async () => {
    const res = await prod.get('dated');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"id":1,"note":"2026-11-27T00:00:00.000Z","tags":[]}');
  });

  it('sends a pre-serialised answer byte for byte, gzipped or not', async () => {
    const plain = await prod.get('preSerialised');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(preSerialised);
    const gzipped = await prod.get('gzipped');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.equals(gzipSync(preSerialised))).toBe(true);
  });

  it('answers 500 with the usual message, and logs the route and the issues, for an answer that does not parse', async () => {
    prod.logs.length = 0;
    const res = await prod.get('notParsing');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: MESSAGES.serverError });
    expect(prod.logs).toHaveLength(1);
    expect(prod.logs[0]).toMatchObject({
      level: 50,
      msg: 'Respuesta fuera de su esquema',
      route: 'GET /api/v1/notParsing',
      problem: expect.stringContaining('$.id'),
    });
  });

  it('leaves errors and answers of another media as they were', async () => {
    const missing = await prod.get('missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No está.' });
    const csv = await prod.get('csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toBe('a;b\n1;2\n');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
  });

  it('in tests, fails an answer with a field the schema would drop instead of trimming it', async () => {
    const tested = await appWith(true);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await tested.get('extraField');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: MESSAGES.serverError });
      expect(logged.mock.calls.some(([line]) => String(line).includes('$.passwordHash'))).toBe(true);
      expect((await tested.get('preSerialised')).body).toBe(preSerialised);
    } finally {
      logged.mockRestore();
      await tested.app.close();
    }
  });
});
