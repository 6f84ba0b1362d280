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
  body?: InputPart<unknown>;
  query?: InputPart<unknown>;
  params?: InputPart<unknown>;
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

type RouteSpec<B, Q, P> = Omit<RouteDoc, 'tag' | 'body' | 'query' | 'params'> & {
  policy: Policy;
  body?: B;
  query?: Q;
  params?: P;
};

type Reader<S> = S extends PartSpec ? (request: FastifyRequest) => PartOf<S> : undefined;

export type ApiRoute<B, Q, P> = {
  config: { policy: Policy; doc: RouteDoc };
  body: Reader<B>;
  query: Reader<Q>;
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
 * Declares a route for its config and its handler: `api.post(url, { config: r.config }, (request) =>
 * service.x(r.body(request)))`. A part that is not declared has no reader, so a handler cannot read
 * input the document does not show.
 */
export function apiRoute<
  B extends PartSpec | undefined = undefined,
  Q extends PartSpec | undefined = undefined,
  P extends PartSpec | undefined = undefined,
>(tag: string, spec: RouteSpec<B, Q, P>): ApiRoute<B, Q, P> {
  const { policy, body, query, params, ...rest } = spec;
  const doc: RouteDoc = { tag, ...rest, body: partOf(body), query: partOf(query), params: partOf(params) };
  return {
    config: { policy, doc },
    body: readerOf(doc.body, (r) => r.body) as Reader<B>,
    query: readerOf(doc.query, (r) => r.query) as Reader<Q>,
    params: readerOf(doc.params, (r) => r.params) as Reader<P>,
  };
}

/** The same, for the routes of one tag of the document (one per domain). */
export const taggedRoutes =
  (tag: string) =>
  <
    B extends PartSpec | undefined = undefined,
    Q extends PartSpec | undefined = undefined,
    P extends PartSpec | undefined = undefined,
  >(
    spec: RouteSpec<B, Q, P>,
  ): ApiRoute<B, Q, P> =>
    apiRoute(tag, spec);

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
