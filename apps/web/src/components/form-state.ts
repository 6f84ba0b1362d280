import { useState } from 'react';
import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Checks a form with the zod schema the server uses, so the messages shown before sending are the
 * server's own (spec §5). The first message per field wins, as the server reports one.
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

/**
 * Text values of a small form and their field errors. Editing a field clears its error; a failed
 * submit never resets values, so nothing typed is lost when the server refuses.
 */
export function useFormState<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (name: keyof T & string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  };
  /** Props for a TextField, TextArea or Select bound to `name`. */
  const bind = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });
  return { values, errors, setErrors, set, bind, setValues };
}
