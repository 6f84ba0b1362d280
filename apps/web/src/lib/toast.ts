import toast from 'react-hot-toast';
import { es } from '../i18n/es';
import { errorMessage } from './api-error';

export type MutationToastOptions = {
  /** Loading text; the spec's settings use "Por favor espere...". */
  loading?: string;
  /** Error text when the server sent no message. */
  fallback?: string;
  /** Success text when the server answer has no `message`. */
  success?: string;
};

type MaybeMessage = { message?: unknown } | null | undefined | void;

/**
 * The spec's mutation pattern (§7, §8): a loading toast, dismissed first, then a success toast
 * with the server's message, or an error toast with the server's message or the fallback.
 * Wraps a mutation function; the error is rethrown so callers (useMutation) still see it.
 */
export function withToast<A, R extends MaybeMessage>(
  fn: (arg: A) => Promise<R>,
  options: MutationToastOptions = {},
): (arg: A) => Promise<R> {
  return async (arg: A) => {
    const id = toast.loading(options.loading ?? es.common.loading);
    try {
      const result = await fn(arg);
      toast.dismiss(id);
      const message = result && typeof result.message === 'string' ? result.message : options.success;
      if (message) toast.success(message);
      return result;
    } catch (err) {
      toast.dismiss(id);
      toast.error(errorMessage(err, options.fallback ?? es.common.somethingWrong));
      throw err;
    }
  };
}

/** Shows an error toast for a failed call: the server's message or the fallback. */
export function toastError(error: unknown, fallback: string = es.common.somethingWrong): void {
  toast.error(errorMessage(error, fallback));
}
