import { notFound } from '../../http/http-error.js';
import { idParam } from '../../http/validate.js';

/** A path id that is not a positive integer cannot name a row, so it is that row's 404. */
export function pathId(params: unknown, name: string, notFoundMessage: string): number {
  const raw = (params as Record<string, unknown> | undefined)?.[name];
  const parsed = idParam.safeParse(raw);
  if (!parsed.success) throw notFound(notFoundMessage);
  return parsed.data;
}
