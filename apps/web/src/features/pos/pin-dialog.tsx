import { useState } from 'react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { formatMoney } from '@comandero/contracts';
import { offlineText } from '../../i18n/offline';
import { checkManagerPin, type PinVerifier } from '../offline';

export type PinRequest = { limitMinor: number; verifier: PinVerifier; resolve: (ok: boolean) => void };

/** Issue 22: the manager allows a queued payment above the store's limit with the PIN, checked on the device. */
export function PinDialog({ request, currency }: { request: PinRequest | null; currency: string }) {
  const [pin, setPin] = useState('');
  const [wrong, setWrong] = useState(false);
  const [checking, setChecking] = useState(false);
  const close = (ok: boolean) => {
    request?.resolve(ok);
    setPin('');
    setWrong(false);
  };
  const submit = async () => {
    if (!request || checking) return;
    setChecking(true);
    const ok = await checkManagerPin(pin, request.verifier);
    setChecking(false);
    if (ok) close(true);
    else setWrong(true);
  };
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => !open && !checking && close(false)}
      title={offlineText.pin.title}
      description={request ? offlineText.pin.message(formatMoney(request.limitMinor, currency)) : undefined}
      size="sm"
      footer={
        <>
          <Button variant="outline" size="lg" disabled={checking} onClick={() => close(false)}>
            {offlineText.entry.close}
          </Button>
          <Button size="lg" type="submit" form="manager-pin-form" loading={checking} disabled={pin.length === 0}>
            {offlineText.pin.confirm}
          </Button>
        </>
      }
    >
      <form
        id="manager-pin-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="flex flex-col gap-2"
      >
        <label htmlFor="manager-pin" className="text-sm font-semibold text-stone-700">
          {offlineText.pin.label}
        </label>
        <input
          id="manager-pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          value={pin}
          aria-invalid={wrong}
          aria-describedby={wrong ? 'manager-pin-error' : undefined}
          onChange={(event) => {
            setPin(event.target.value.replace(/\D/g, '').slice(0, 8));
            setWrong(false);
          }}
          className="h-12 rounded-xl border border-stone-300 px-4 text-center text-2xl tracking-[0.5em] tabular-nums"
        />
        {wrong ? (
          <p id="manager-pin-error" role="alert" className="text-sm font-medium text-red-700">
            {offlineText.pin.wrong}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
