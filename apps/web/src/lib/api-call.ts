import {
  fillPath,
  type AnswerOf,
  type ApiRouteDef,
  type BodyOf,
  type PathParams,
  type QueryOf,
} from '@comandero/contracts';
import { api, type QueryValue, type RequestOptions } from './api-client';

type ParamsPart<R extends ApiRouteDef> = keyof PathParams<R['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<R['path']> };
type BodyPart<R extends ApiRouteDef> = R['bodyMedia'] extends string
  ? { body: FormData }
  : R['body'] extends object
    ? { body: BodyOf<R> }
    : // A route that reads no body may still be sent an empty one, as some screens always did.
      { body?: Record<string, never> };
type QueryPart<R extends ApiRouteDef> = R['query'] extends object ? { query?: QueryOf<R> } : { query?: undefined };

/** What a call sends: path parameters, body and query typed from the route's contracts definition. */
export type CallInputs<R extends ApiRouteDef> = ParamsPart<R> &
  BodyPart<R> &
  QueryPart<R> &
  Pick<RequestOptions, 'headers' | 'signal' | 'skipAuthRefresh'>;

type CallArgs<R extends ApiRouteDef> =
  object extends CallInputs<R> ? [inputs?: CallInputs<R>] : [inputs: CallInputs<R>];

/**
 * Calls an API route by its contracts definition: `apiCall(ORDERS_API.voidItem, { params: { id },
 * body: { reason } })`. The answer is typed from the route's answer schema, which the server's tests
 * check every answer against; the request goes through the app's client (refresh once, then replay).
 */
export function apiCall<R extends ApiRouteDef>(route: R, ...[inputs]: CallArgs<R>): Promise<AnswerOf<R>> {
  const { params, body, query, ...options } = (inputs ?? {}) as {
    params?: Record<string, string | number>;
    body?: unknown;
    query?: Record<string, QueryValue>;
  } & Pick<RequestOptions, 'headers' | 'signal' | 'skipAuthRefresh'>;
  return api.request<AnswerOf<R>>(fillPath(route.path, params), { ...options, method: route.method, body, query });
}
