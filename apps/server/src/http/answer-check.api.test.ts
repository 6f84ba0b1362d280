import { defineRoute } from '@comandero/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { registerAnswerCheck } from './answer-check.js';
import { registerErrorHandler } from './error-handler.js';
import { taggedRoutes } from './openapi-route.js';
import { registerPolicyGuard } from './policy.js';

const route = taggedRoutes('Prueba');
const answer = z.object({ id: z.number(), note: z.string().nullable(), extra: z.string().optional() });
const def = (path: string) => defineRoute({ method: 'GET', path, answer });
const app = Fastify();

/** Each route answers `value` as JSON under the declared schema. */
const cases: Record<string, unknown> = {
  exact: { id: 1, note: null },
  optional: { id: 1, note: 'x', extra: 'y' },
  wrongType: { id: '1', note: null },
  missing: { id: 1 },
  unknownField: { id: 1, note: null, secret: 'x' },
  nestedUnknown: [{ id: 1 }],
};

beforeAll(async () => {
  registerErrorHandler(app);
  registerPolicyGuard(app, '/api/v1', async () => null);
  registerAnswerCheck(app, '/api/v1');
  await app.register(
    async (api) => {
      for (const [name, value] of Object.entries(cases)) {
        const r = route(def(`/${name}`), { policy: 'public', summary: name });
        api.get(`/${name}`, { config: r.config }, async () => value);
      }
      const r = route(def('/failing'), { policy: 'public', summary: 'failing' });
      api.get('/failing', { config: r.config }, async (_request, reply) => reply.status(409).send({ message: 'no' }));
      const bad = route(def('/bad-error'), { policy: 'public', summary: 'bad error' });
      api.get('/bad-error', { config: bad.config }, async (_request, reply) => reply.status(409).send({ error: 'no' }));
    },
    { prefix: '/api/v1' },
  );
});
afterAll(() => app.close());

describe('answer check (tests only)', () => {
  const get = (name: string) => app.inject({ method: 'GET', url: `/api/v1/${name}` });

  it('lets through answers the route declared, optional fields included', async () => {
    for (const name of ['exact', 'optional']) {
      const res = await get(name);
      expect(res.statusCode, name).toBe(200);
      expect(res.json(), name).toEqual(cases[name]);
    }
    expect((await get('failing')).statusCode).toBe(409);
  });

  it('turns an answer outside its schema into a 500 and says where', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const name of ['wrongType', 'missing', 'unknownField', 'nestedUnknown', 'bad-error']) {
        const res = await get(name);
        expect(res.statusCode, name).toBe(500);
        expect(res.json(), name).toEqual({ message: expect.any(String) });
      }
      const lines = logged.mock.calls.map((call) => String(call[0]));
      expect(lines.some((line) => line.includes('/api/v1/unknownField') && line.includes('$.secret'))).toBe(true);
      expect(lines.some((line) => line.includes('/api/v1/wrongType') && line.includes('$.id'))).toBe(true);
    } finally {
      logged.mockRestore();
    }
  });

  it('refuses to register a route whose method or path differ from its definition', async () => {
    const other = Fastify();
    registerPolicyGuard(other, '/api/v1', async () => null);
    const r = route(def('/declared'), { policy: 'public', summary: 'x' });
    await expect(
      other.register(async (api) => api.get('/registered', { config: r.config }, async () => ({})), {
        prefix: '/api/v1',
      }),
    ).rejects.toThrow(/no es la de su definición/);
    await other.close();
  });
});
