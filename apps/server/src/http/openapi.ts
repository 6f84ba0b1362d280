import { readFileSync } from 'node:fs';
import { COOKIES } from '@comandero/contracts';
import { z } from 'zod';
import type { InputPart, RouteDoc } from './openapi-route.js';
import type { Policy, RegisteredRoute } from './policy.js';

export type JsonSchema = Record<string, unknown>;
type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema; style?: string };
export type Operation = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  security: Record<string, string[]>[];
  'x-policy': Policy | undefined;
};
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
};

const packageFile = new URL('../../../../package.json', import.meta.url);
/** The root package.json's version (the product's), as info.version of the document. */
const appVersion = (): string =>
  (JSON.parse(readFileSync(packageFile, 'utf8')) as { version?: string }).version ?? '0.0.0';

/**
 * The JSON Schema (2020-12, OpenAPI 3.1's dialect) of what a client sends (io 'input', not what zod
 * hands on), or of what the server answers (io 'output').
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return rest;
}

/** Fastify's `/orders/:id/void` under the prefix is OpenAPI's `/orders/{id}/void` under the server URL. */
export const openApiPath = (url: string, prefix: string) =>
  url.slice(prefix.length).replace(/:([A-Za-z0-9_]+)/g, '{$1}');

export function policyText(policy: Policy | undefined): string {
  if (policy === 'public') return 'Permisos: pública, sin sesión.';
  if (policy === 'authenticated') return 'Permisos: cualquier usuario con sesión.';
  if (policy === 'admin') return 'Permisos: solo el administrador.';
  if (!policy) return 'Permisos: sin declarar.';
  const names = [...policy.anyOf];
  const last = names.pop();
  const list = names.length ? `${names.join(', ')} o ${last}` : last;
  return `Permisos: ${list}; el administrador siempre.`;
}

function parametersOf(part: InputPart<unknown> | undefined, where: 'path' | 'query'): Parameter[] {
  if (!part) return [];
  const schema = jsonSchemaOf(part.schema);
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  // A query that is not a plain object (none today) is still documented, as one form-style object.
  if (!properties) return [{ name: where, in: where, required: where === 'path', schema, style: 'form' }];
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

/** Every {name} of the path is declared, also one a route reads without a schema. */
function pathParameters(path: string, doc: RouteDoc | undefined): Parameter[] {
  const declared = parametersOf(doc?.params, 'path');
  const undeclared = [...path.matchAll(/\{([^}]+)\}/g)]
    .map((m) => m[1])
    .filter((name) => !declared.some((p) => p.name === name));
  return [
    ...declared,
    ...undeclared.map((name) => ({ name, in: 'path' as const, required: true, schema: { type: 'string' } })),
  ];
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function responsesOf(doc: RouteDoc | undefined, policy: Policy | undefined): Operation['responses'] {
  const media = doc?.answerMedia ?? 'application/json';
  const answer = media !== 'application/json' ? { type: 'string' } : doc ? jsonSchemaOf(doc.answer, 'output') : {};
  const responses: Operation['responses'] = {
    '200': { description: 'Correcto.', content: { [media]: { schema: answer } } },
  };
  if (doc?.body || doc?.query || doc?.params) responses['400'] = errorAnswer('Datos no válidos (mensaje en español).');
  if (policy !== 'public') responses['401'] = errorAnswer('Sin sesión o sesión vencida.');
  if (typeof policy === 'object' || policy === 'admin')
    responses['403'] = errorAnswer('La sesión no tiene ninguno de los permisos.');
  if (doc?.params) responses['404'] = errorAnswer('El identificador del camino no nombra ningún registro.');
  return responses;
}

function operationOf(route: RegisteredRoute, path: string): Operation {
  const { doc, policy } = route;
  const operation: Operation = {
    operationId: `${route.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ?? '').toUpperCase())}`,
    summary: doc?.summary ?? `${route.method} ${path}`,
    description: [doc?.description, policyText(policy)].filter(Boolean).join('\n\n'),
    tags: [doc?.tag ?? 'Sin documentar'],
    parameters: [...pathParameters(path, doc), ...parametersOf(doc?.query, 'query')],
    responses: responsesOf(doc, policy),
    security: policy === 'public' ? [] : [{ sesion: [] }],
    'x-policy': policy,
  };
  if (doc?.body) {
    const media = doc.bodyMedia ?? 'application/json';
    // A missing JSON body is read as {} (parseInput), so it is optional when {} passes.
    const required = !doc.body.schema.safeParse({}).success;
    operation.requestBody = { required, content: { [media]: { schema: jsonSchemaOf(doc.body.schema) } } };
  }
  return operation;
}

/** The OpenAPI 3.1 document of every route the policy guard registered, from the schemas they declare. */
export function buildOpenApiDocument(routes: readonly RegisteredRoute[], prefix: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = openApiPath(route.url, prefix);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route, path) };
  }
  const tags = [...new Set(routes.map((r) => r.doc?.tag ?? 'Sin documentar'))].map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Comandero API',
      version: appVersion(),
      description:
        'API del punto de venta Comandero. Cada error responde { message } con un texto en español ' +
        'para mostrar al personal.',
    },
    servers: [{ url: prefix }],
    tags,
    paths,
    components: {
      schemas: {
        Error: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
      },
      securitySchemes: {
        sesion: {
          type: 'apiKey',
          in: 'cookie',
          name: COOKIES.access,
          description:
            `La cookie de sesión que pone POST /auth/signin (tras HTTPS se llama __Host-${COOKIES.access}); ` +
            'dura poco y se renueva con POST /auth/refresh-token. Un navegador solo puede cambiar datos ' +
            'desde el propio origen o uno configurado.',
        },
      },
    },
  };
}
