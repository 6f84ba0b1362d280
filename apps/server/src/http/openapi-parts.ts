import { z } from 'zod';
import { badRequest, notFound } from './http-error.js';
import type { InputPart } from './openapi-route.js';
import { idParam } from './validate.js';

type Fields = Record<string, unknown> | undefined;

/**
 * Path ids, read in the order declared. An id that is not a positive integer written plainly cannot
 * name a row, so it is that row's 404 with the given message (or a 400 where the spec says so).
 */
export function pathIds<K extends string>(
  messages: Record<K, string>,
  status: 404 | 400 = 404,
): InputPart<Record<K, number>> {
  const names = Object.keys(messages) as K[];
  return {
    schema: z.object(Object.fromEntries(names.map((name) => [name, idParam]))),
    read(value) {
      const ids = {} as Record<K, number>;
      for (const name of names) {
        const parsed = idParam.safeParse((value as Fields)?.[name]);
        if (!parsed.success) throw status === 404 ? notFound(messages[name]) : badRequest(messages[name]);
        ids[name] = parsed.data;
      }
      return ids;
    },
  };
}

/** An optional id in the query (a delete's `?replaceWith=<id>`); anything but a positive integer is a 400. */
export function optionalIdQuery<K extends string>(
  name: K,
  invalidMessage: string,
): InputPart<Partial<Record<K, number>>> {
  return {
    schema: z.object({ [name]: idParam.optional() }),
    read(value) {
      const raw = (value as Fields)?.[name];
      if (raw === undefined) return {};
      const parsed = idParam.safeParse(raw);
      if (!parsed.success) throw badRequest(invalidMessage);
      return { [name]: parsed.data } as Partial<Record<K, number>>;
    },
  };
}

/** Path values that are not ids: one the schema refuses names nothing here, a 404. */
export function pathParams<S extends z.ZodType>(schema: S, notFoundMessage?: string): InputPart<z.output<S>> {
  return {
    schema,
    read(value) {
      const parsed = schema.safeParse(value);
      if (!parsed.success) throw notFound(notFoundMessage);
      return parsed.data;
    },
  };
}
