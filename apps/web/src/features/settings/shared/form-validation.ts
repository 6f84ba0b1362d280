import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Checks a form with the same zod schema the server uses, so the messages shown before sending are
 * exactly the server's (spec §5). The first message per field wins, as the server reports one.
 */
export function validateForm<S extends z.ZodType>(schema: S, values: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
