import { CUSTOMER_DISPLAY_API, type PairingCodeResponse } from '@comandero/contracts';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { QrCode } from '../../components/qr-code';
import { customerDisplayText } from '../../i18n/customer-display';
import { apiCall } from '../../lib/api-call';
import { CUSTOMER_DISPLAY_PATH } from '../../lib/pairing-return';
import { wantRemote } from './display-channel';

const T = customerDisplayText.pos;

function useSecondsLeft(until: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [until]);
  return until ? Math.max(0, Math.ceil((Date.parse(until) - now) / 1000)) : 0;
}

function PairingCode() {
  const [code, setCode] = useState<PairingCodeResponse | null>(null);
  const [pending, setPending] = useState(false);
  const left = useSecondsLeft(code?.expiresAt ?? null);
  const ask = async () => {
    setPending(true);
    try {
      const fresh = await apiCall(CUSTOMER_DISPLAY_API.createCode);
      wantRemote();
      setCode(fresh);
    } catch {
      toast.error(T.codeError);
    } finally {
      setPending(false);
    }
  };
  const url = `${window.location.origin}${CUSTOMER_DISPLAY_PATH}`;
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4">
      <h3 className="text-base font-semibold text-stone-900">{T.otherDevice}</h3>
      <p className="text-sm text-stone-600">
        {T.otherDeviceHint} <span className="font-mono font-semibold break-all text-stone-900">{url}</span>
      </p>
      {code && left > 0 ? (
        <div className="flex flex-col items-center gap-3 sm:flex-row">
          <div className="flex min-w-0 flex-1 flex-col items-center gap-1">
            <p
              className="font-mono text-5xl font-black tracking-[0.2em] text-stone-950 tabular-nums"
              aria-label={T.codeLabel}
              data-testid="pairing-code"
            >
              {code.code}
            </p>
            <p className="text-sm text-stone-600" role="status">
              {T.expiresIn(Math.floor(left / 60), left % 60)}
            </p>
            <p className="text-sm text-stone-600">
              {T.orOpen}{' '}
              <span className="font-mono font-semibold break-all text-stone-900" data-testid="pairing-url">
                {`${url}?code=${code.code}`}
              </span>
            </p>
          </div>
          {/* Another device pairs by pointing its camera here: the address above, code included. */}
          <figure className="flex shrink-0 flex-col items-center gap-1">
            <QrCode text={`${url}?code=${code.code}`} label={T.qrLabel} className="size-36 rounded-md" />
            <figcaption className="max-w-40 text-center text-xs text-stone-600">{T.qrHint}</figcaption>
          </figure>
        </div>
      ) : code ? (
        <p className="text-sm font-medium text-red-700" role="status">
          {T.expired}
        </p>
      ) : null}
      <Button variant="outline" size="lg" loading={pending} disabled={pending} onClick={() => void ask()}>
        {code ? T.anotherCode : T.newCode}
      </Button>
    </section>
  );
}

/** The customer display's dialog: this computer's second screen, or a pairing code for another device. */
export function DisplayDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const openHere = () => {
    // A window of its own (not a tab) so it can be dragged to the customer's monitor.
    const win = window.open(`${CUSTOMER_DISPLAY_PATH}?mode=local`, 'comandero-customer-display', 'popup');
    if (!win) toast.error(T.popupBlocked);
    else onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={T.dialogTitle} size="md">
      <div className="flex flex-col gap-4">
        <section className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4">
          <p className="text-sm text-stone-600">{T.sameComputerHint}</p>
          <Button size="lg" onClick={openHere}>
            {T.sameComputer}
          </Button>
        </section>
        {open ? <PairingCode /> : null}
      </div>
    </Dialog>
  );
}
