import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import { API_PREFIX } from '../app.js';
import { openApiPath, policyText, type OpenApiDocument, type Operation } from './openapi.js';
import { routeInputs } from './openapi-route.js';

const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../modules');

/** Every $ref in the document, to check that each one points at something that exists. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => (key === '$ref' && typeof v === 'string' ? [v] : refsIn(v)));
}

const resolve = (document: unknown, ref: string) =>
  ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);

describe('route files read input only through their declared schemas', () => {
  // A handler reading request.body (or parsing with a schema of its own) would validate with
  // something the API document does not show.
  it('no *.routes.ts reads request.body/query/params or parses by hand', () => {
    const offenders: string[] = [];
    for (const domain of fs.readdirSync(modulesDir)) {
      const dir = path.join(modulesDir, domain);
      if (!fs.statSync(dir).isDirectory()) continue;
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.routes.ts'))) {
        const text = fs.readFileSync(path.join(dir, file), 'utf8');
        for (const pattern of [/request\.(body|query|params)\b/, /\bparseInput\(/, /\bpathId\(/, /\breplacementId\(/]) {
          if (pattern.test(text)) offenders.push(`${domain}/${file}: ${pattern.source}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe.each(testDatabases)('API documentation on %s', (kind) => {
  let t: TestApp;
  let document: OpenApiDocument;
  const operations = () =>
    Object.entries(document.paths).flatMap(([p, ops]) => Object.entries(ops).map(([m, op]) => ({ p, m, op })));

  beforeAll(async () => {
    t = await createTestApp(kind);
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    document = res.json();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is an OpenAPI 3.1 document of the Comandero API under /api/v1', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBe('Comandero API');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(document.servers).toEqual([{ url: API_PREFIX }]);
    expect(Object.keys(document.paths).length).toBeGreaterThan(20);
  });

  it('every registered route declares its schemas and summary', () => {
    const undeclared = t.routes.filter((r) => !r.doc).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('every registered route is in the document with its method, path and policy, and nothing else is', () => {
    expect(t.routes.length).toBeGreaterThan(20);
    for (const route of t.routes) {
      const where = `${route.method} ${route.url}`;
      const operation = document.paths[openApiPath(route.url, API_PREFIX)]?.[route.method.toLowerCase()];
      expect(operation, where).toBeDefined();
      expect(operation!['x-policy'], where).toEqual(route.policy);
      expect(operation!.description, where).toContain(policyText(route.policy));
      expect(operation!.security, where).toEqual(route.policy === 'public' ? [] : [{ sesion: [] }]);
      expect(operation!.summary, where).toBe(route.doc?.summary);
    }
    expect(operations()).toHaveLength(t.routes.length);
  });

  it('a scoped policy reads as the spec says it: the scopes, and the admin always', () => {
    const pay = document.paths['/orders/bills/{id}/pay']?.post;
    expect(pay?.['x-policy']).toEqual({ anyOf: ['POS', 'ORDERS'] });
    expect(pay?.description).toContain('Permisos: POS o ORDERS; el administrador siempre.');
    expect(document.paths['/auth/signin']?.post?.['x-policy']).toBe('public');
  });

  it('every route that reads a body documents it, from the schema it parses with', () => {
    for (const input of routeInputs(t.routes)) {
      const operation = document.paths[openApiPath(input.url, API_PREFIX)][input.method.toLowerCase()];
      const where = `${input.method} ${input.url}`;
      if (!input.body) {
        expect(operation.requestBody, where).toBeUndefined();
        continue;
      }
      const [media] = Object.values(operation.requestBody?.content ?? {});
      expect(media?.schema, where).toBeTypeOf('object');
      expect(Object.keys(media!.schema).length, where).toBeGreaterThan(0);
    }
    const signIn = document.paths['/auth/signin'].post.requestBody?.content['application/json'].schema;
    expect(signIn).toMatchObject({ type: 'object', required: expect.arrayContaining(['username', 'password']) });
  });

  it('every route in the document describes its success answer with a schema', () => {
    const undescribed: string[] = [];
    for (const { p, m, op } of operations()) {
      const [media, content] = Object.entries(op.responses['200']?.content ?? {})[0] ?? [];
      const schema = content?.schema ?? {};
      const described = media === 'application/json' ? Object.keys(schema).length > 0 : schema.type === 'string';
      if (!described) undescribed.push(`${m} ${p}`);
    }
    expect(undescribed).toEqual([]);
    const orders = document.paths['/orders'].get.responses['200'].content!['application/json'].schema;
    expect(orders).toMatchObject({ type: 'array', items: { type: 'object', additionalProperties: false } });
    const created = document.paths['/settings/taxes/add'].post.responses['200'].content!['application/json'].schema;
    expect(created).toMatchObject({ type: 'object', required: ['message', 'id'] });
    expect(document.paths['/invoices/export.csv'].get.responses['200'].content).toHaveProperty('text/csv');
  });

  it("every route is declared from its contracts definition, with that definition's answer", () => {
    for (const route of t.routes) {
      expect(route.doc?.answer, `${route.method} ${route.url}`).toBeDefined();
      expect(`${API_PREFIX}${route.doc?.path}`, route.url).toBe(route.url);
      expect(route.doc?.method).toBe(route.method);
    }
  });

  it('path and query parameters come from the declared schemas', () => {
    const param = (op: Operation | undefined, name: string) => op?.parameters.find((p) => p.name === name);
    const variant = document.paths['/menu-items/variants/{itemId}/update/{optionId}'].post;
    expect(param(variant, 'itemId')).toMatchObject({ in: 'path', required: true, schema: { type: 'integer' } });
    expect(param(variant, 'optionId')).toMatchObject({ in: 'path', required: true, schema: { type: 'integer' } });
    const customers = document.paths['/customers'].get;
    expect(param(customers, 'page')).toMatchObject({ in: 'query', required: false });
    expect(param(document.paths['/settings/taxes/{id}'].delete, 'replaceWith')).toMatchObject({ in: 'query' });
  });

  it('is structurally sound: operations with answers, every path parameter declared, refs resolve', () => {
    const ids = new Set<string>();
    const tags = new Set(document.tags.map((tag) => tag.name));
    for (const { p, m, op } of operations()) {
      const where = `${m} ${p}`;
      expect(['get', 'post', 'put', 'patch', 'delete'], where).toContain(m);
      expect(Object.keys(op.responses).length, where).toBeGreaterThan(0);
      expect(op.responses['200'], where).toBeDefined();
      expect(ids.has(op.operationId), `${where} operationId ${op.operationId}`).toBe(false);
      ids.add(op.operationId);
      expect(tags.has(op.tags[0]), where).toBe(true);
      expect(op.summary.length, where).toBeGreaterThan(3);
      for (const name of [...p.matchAll(/\{([^}]+)\}/g)].map((match) => match[1])) {
        const parameter = op.parameters.find((x) => x.name === name && x.in === 'path');
        expect(parameter?.required, `${where} {${name}}`).toBe(true);
      }
      for (const parameter of op.parameters)
        expect(p.includes(`{${parameter.name}}`) || parameter.in !== 'path').toBe(true);
    }
    for (const ref of refsIn(document)) expect(resolve(document, ref), ref).toBeDefined();
    expect(JSON.stringify(document)).not.toContain('"$schema"');
  });

  it('the browsable page is HTML with no script, grouped by tag, naming routes and their policies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<h1>Comandero API');
    for (const text of ['/auth/signin', '/orders/bills/{id}/pay', '/settings/taxes/{id}', '/api/docs/openapi.json']) {
      expect(res.body).toContain(text);
    }
    expect(res.body).toContain('Permisos: POS o ORDERS; el administrador siempre.');
    for (const tag of document.tags) expect(res.body).toContain(`>${tag.name}</h2>`);
    expect(res.body).not.toMatch(/<script|https?:\/\//);
  });

  it('both docs routes answer without a session', async () => {
    for (const url of ['/api/docs', '/api/docs/openapi.json']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
  });
});
