import { badRequest, notFound } from '../../http/http-error.js';
import { idParam } from '../../http/validate.js';

/** A path id that is not a positive integer cannot name a row, so it is that row's 404. */
export function pathId(params: unknown, name: string, notFoundMessage: string): number {
  const raw = (params as Record<string, unknown> | undefined)?.[name];
  const parsed = idParam.safeParse(raw);
  if (!parsed.success) throw notFound(notFoundMessage);
  return parsed.data;
}

/** The optional `?replaceWith=<id>` of a delete; anything but a positive integer names no row (400). */
export function replacementId(query: unknown, invalidMessage: string): number | undefined {
  const raw = (query as Record<string, unknown> | undefined)?.replaceWith;
  if (raw === undefined) return undefined;
  const parsed = idParam.safeParse(raw);
  if (!parsed.success) throw badRequest(invalidMessage);
  return parsed.data;
}
