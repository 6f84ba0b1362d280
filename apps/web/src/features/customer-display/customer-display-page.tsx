import type { DisplayState } from '@comandero/contracts';
import { useSearchParams } from 'react-router';
import { customerDisplayText as T } from '../../i18n/customer-display';
import { idleState } from './display-state';
import { DisplayView } from './display-view';
import { PairForm } from './pair-form';
import { useLocalDisplay, useRemoteDisplay } from './use-display-source';

const WAITING: DisplayState = idleState({ name: T.title, logo: null }, 'COP');

function Waiting({ message }: { message: string }) {
  return <DisplayView state={{ ...WAITING, store: { name: T.title, logo: null } }} footer={message} />;
}

/** Opened by the POS on this computer (?mode=local): it follows that POS's window, no pairing. */
function LocalDisplay() {
  const state = useLocalDisplay();
  return state ? <DisplayView state={state} /> : <Waiting message={T.waiting} />;
}

/** On another device: paired once with a code, then it follows that terminal over the socket. */
function RemoteDisplay({ code }: { code: string | null }) {
  const { state, status, follow } = useRemoteDisplay();
  if (status === 'checking') return <Waiting message={T.loading} />;
  // A cashier's session (POS, not CUSTOMER_DISPLAY) cannot pair: its screen is this computer's window.
  if (status === 'forbidden') return <LocalDisplay />;
  // A code in the address pairs again even when this session already follows a terminal.
  if (status === 'unpaired' || (code && status !== 'following')) {
    return <PairForm initialCode={code} onPaired={follow} />;
  }
  return state ? <DisplayView state={state} /> : <Waiting message={T.waiting} />;
}

/** /display/customer (issue 21): the screen facing the customer. */
export function CustomerDisplayPage() {
  const [params] = useSearchParams();
  if (params.get('mode') === 'local') return <LocalDisplay />;
  return <RemoteDisplay code={params.get('code')} />;
}
