import { z } from 'zod';
import { createdAnswer, messageAnswer } from './api-answers.js';

/**
 * One API call as server and web agree on it: method, path under /api/v1 (Fastify's `:name`
 * parameters), the body and query schemas the server parses with, and the schema of the 200 answer.
 * The server registers each route from its definition (and refuses to start if method or path
 * differ), documents it and, in tests, checks every answer against `answer`; the web calls it with
 * `apiCall(definition, …)`, typed from the same schemas.
 */
export type ApiRouteDef = {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: string;
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  /** The success (200) answer. Answer schemas describe the whole answer: no field outside them is sent. */
  readonly answer: z.ZodType;
  /** The body's media type when it is not JSON (the store image upload). */
  readonly bodyMedia?: string;
  /** The answer's media type when it is not JSON (CSV exports, images). */
  readonly answerMedia?: string;
};

export const defineRoute = <const R extends ApiRouteDef>(route: R): R => route;

/**
 * The four routes of a settings list (store tables, taxes, categories, printers, stations): the
 * list, `add` answering the new id, `:id/update` and `DELETE :id`. A list whose routes differ
 * spreads these and replaces the one that differs.
 */
export function settingsListRoutes<const P extends string, Item extends z.ZodType, Body extends z.ZodType>(
  path: P,
  item: Item,
  body: Body,
) {
  return {
    list: defineRoute({ method: 'GET', path, answer: z.array(item) }),
    add: defineRoute({ method: 'POST', path: `${path}/add`, body, answer: createdAnswer }),
    update: defineRoute({ method: 'POST', path: `${path}/:id/update`, body, answer: messageAnswer }),
    remove: defineRoute({ method: 'DELETE', path: `${path}/:id`, answer: messageAnswer }),
  };
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** `/orders/items/:id/void` → `{ id: string | number }`. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number };
export type AnswerOf<R extends ApiRouteDef> = z.output<R['answer']>;
export type BodyOf<R extends ApiRouteDef> = R['body'] extends z.ZodType ? z.input<R['body']> : never;
export type QueryOf<R extends ApiRouteDef> = R['query'] extends z.ZodType ? z.input<R['query']> : never;

/** The path with its parameters filled in, each one URL-encoded. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Falta el parámetro ${name} de ${path}`);
    return encodeURIComponent(String(value));
  });
}
