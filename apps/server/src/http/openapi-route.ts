import type { ApiRouteDef } from '@comandero/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Policy, RegisteredRoute } from './policy.js';
import { parseInput } from './validate.js';

/**
 * One part of a request (body, query or path) as a route declares it: the schema the API document
 * shows, and the reader the handler calls. Both come from the same declaration, so the document
 * cannot drift from what the route accepts.
 */
export type InputPart<T> = { readonly schema: z.ZodType; read(value: unknown): T };

type PartSpec = z.ZodType | InputPart<unknown>;
type PartOf<S> = S extends InputPart<infer T> ? T : S extends z.ZodType ? z.output<S> : never;

/** What the API document says about a route; kept in its Fastify config next to the policy. */
export type RouteDoc = {
  tag: string;
  summary: string;
  description?: string;
  /** The contracts definition the route was declared from: method, path, input and answer schemas. */
  method: ApiRouteDef['method'];
  path: string;
  body?: InputPart<unknown>;
  query?: InputPart<unknown>;
  params?: InputPart<unknown>;
  /** The 200 answer; in tests every answer is checked against it (answer-check.ts). */
  answer: z.ZodType;
  /** The body's media type when it is not JSON (the store image upload). */
  bodyMedia?: string;
  /** The answer's media type when it is not JSON (CSV exports, images). */
  answerMedia?: string;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    doc?: RouteDoc;
  }
}

/** What only the server says: who may call, the text of the document, and readers with its own 404s. */
type RouteSpec<Q, P> = {
  policy: Policy;
  summary: string;
  description?: string;
  /** Overrides the definition's query schema with a reader of the server's own (its Spanish 400). */
  query?: Q;
  params?: P;
};

type Reader<S> = S extends PartSpec ? (request: FastifyRequest) => PartOf<S> : undefined;
type QueryReader<D extends ApiRouteDef, Q> = Q extends PartSpec ? Reader<Q> : Reader<D['query']>;

export type ApiRoute<D extends ApiRouteDef, Q, P> = {
  config: { policy: Policy; doc: RouteDoc };
  body: Reader<D['body']>;
  query: QueryReader<D, Q>;
  params: Reader<P>;
};

const isZod = (spec: PartSpec): spec is z.ZodType => '_zod' in spec;

/** A contracts schema read with parseInput: the schema's Spanish messages, or zod's with the field. */
export const zodPart = <S extends z.ZodType>(schema: S): InputPart<z.output<S>> => ({
  schema,
  read: (value) => parseInput(schema, value),
});

const partOf = (spec: PartSpec | undefined) => (spec === undefined || !isZod(spec) ? spec : zodPart(spec));

function readerOf<T>(part: InputPart<T> | undefined, pick: (request: FastifyRequest) => unknown) {
  return part ? (request: FastifyRequest) => part.read(pick(request)) : undefined;
}

/**
 * Declares a route from its contracts definition, for its config and its handler:
 * `api.post(def.path, { config: r.config }, (request) => service.x(r.body(request)))`. A part that is
 * not declared has no reader, so a handler cannot read input the document does not show.
 */
export function apiRoute<
  D extends ApiRouteDef,
  Q extends PartSpec | undefined = undefined,
  P extends PartSpec | undefined = undefined,
>(tag: string, def: D, spec: RouteSpec<Q, P>): ApiRoute<D, Q, P> {
  const { policy, query, params, ...text } = spec;
  const doc: RouteDoc = {
    tag,
    ...text,
    method: def.method,
    path: def.path,
    body: partOf(def.body),
    query: partOf(query ?? def.query),
    params: partOf(params),
    answer: def.answer,
    bodyMedia: def.bodyMedia,
    answerMedia: def.answerMedia,
  };
  return {
    config: { policy, doc },
    body: readerOf(doc.body, (r) => r.body) as Reader<D['body']>,
    query: readerOf(doc.query, (r) => r.query) as QueryReader<D, Q>,
    params: readerOf(doc.params, (r) => r.params) as Reader<P>,
  };
}

/** The same, for the routes of one tag of the document (one per domain). */
export const taggedRoutes =
  (tag: string) =>
  <D extends ApiRouteDef, Q extends PartSpec | undefined = undefined, P extends PartSpec | undefined = undefined>(
    def: D,
    spec: RouteSpec<Q, P>,
  ): ApiRoute<D, Q, P> =>
    apiRoute(tag, def, spec);

export type RouteInputs = {
  method: string;
  url: string;
  policy: Policy | undefined;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
};

/** Per registered route, the schemas it validates its input with (for tests that probe the inputs). */
export const routeInputs = (routes: readonly RegisteredRoute[]): RouteInputs[] =>
  routes.map(({ method, url, policy, doc }) => ({
    method,
    url,
    policy,
    body: doc?.body?.schema,
    query: doc?.query?.schema,
    params: doc?.params?.schema,
  }));
