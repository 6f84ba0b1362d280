import { CUSTOMER_DISPLAY_API, PAIRING_CODE_PATTERN } from '@comandero/contracts';
import { useEffect, useRef, useState } from 'react';
import { customerDisplayText } from '../../i18n/customer-display';
import { apiCall } from '../../lib/api-call';
import { errorMessage } from '../../lib/api-error';
import { es } from '../../i18n/es';

const T = customerDisplayText.pair;

/** The display's one form: the code the POS shows (or the one in the scanned address). */
export function PairForm({ initialCode, onPaired }: { initialCode: string | null; onPaired: () => void }) {
  const [code, setCode] = useState(initialCode ?? '');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (value: string) => {
    setPending(true);
    setError(null);
    try {
      await apiCall(CUSTOMER_DISPLAY_API.pair, { body: { code: value } });
      onPaired();
    } catch (err) {
      setError(errorMessage(err, es.common.somethingWrong));
    } finally {
      setPending(false);
    }
  };
  // A code in the address (a scanned QR) is tried once, by itself.
  const tried = useRef(false);
  useEffect(() => {
    if (tried.current || !initialCode || !PAIRING_CODE_PATTERN.test(initialCode)) return;
    tried.current = true;
    void submit(initialCode);
  });
  return (
    <main className="grid h-dvh place-items-center bg-black p-6 text-white">
      <form
        className="flex w-full max-w-xl flex-col gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          void submit(code.trim());
        }}
      >
        <h1 className="text-[min(6vh,8vw)] leading-tight font-black">{T.title}</h1>
        <p className="text-[min(3vh,4.5vw)] text-stone-300">{T.hint}</p>
        <label className="flex flex-col gap-2 text-[min(3vh,4.5vw)] font-bold">
          {T.code}
          <input
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            className="min-h-16 rounded-2xl border-4 border-white bg-black px-4 text-center font-mono text-[min(8vh,10vw)] tracking-[0.3em] text-white tabular-nums"
            aria-invalid={error ? true : undefined}
          />
        </label>
        {error ? (
          <p role="alert" className="rounded-xl bg-red-900 px-4 py-3 text-[min(2.6vh,4vw)] font-bold">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={pending || code.length !== 6}
          className="min-h-16 rounded-2xl bg-white text-[min(3.5vh,5vw)] font-black text-black disabled:opacity-50"
        >
          {T.submit}
        </button>
      </form>
    </main>
  );
}
