import { useState } from 'react';
import type { FieldErrors } from './form-validation';

/**
 * Text values of a small form plus their field errors. Editing a field clears its error; values are
 * never reset by a failed submit, so nothing typed is lost when the server refuses.
 */
export function useFormState<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (name: keyof T & string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  };
  /** Props for a TextField or Select bound to `name`. */
  const bind = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });
  return { values, errors, setErrors, set, bind, setValues };
}
