import type { CashDrawerReport } from '@comandero/contracts';
import { IconCash, IconLockOpen } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { cashDrawerText } from '../../i18n/cash-drawer';
import { cn } from '../../lib/cn';
import { deferred } from '../../lib/deferred';
import { getStoredUser } from '../../lib/session';
import { useCurrentDrawer } from './cash-drawer-api';
import { rememberNotNow, saidNotNow } from './not-now';

// Each loads the first time it is shown: the POS's first download carries the button alone.
const always = () => true;
const OpenDrawerDialog = deferred(() => import('./open-drawer-dialog').then((m) => m.OpenDrawerDialog), always);
const DrawerPanel = deferred(() => import('./drawer-panel').then((m) => m.DrawerPanel), always);
const MovementDialog = deferred(() => import('./movement-dialog').then((m) => m.MovementDialog), always);
const CloseDrawerDialog = deferred(() => import('./close-drawer-dialog').then((m) => m.CloseDrawerDialog), always);
const ReportDialog = deferred(() => import('./report-dialog').then((m) => m.ReportDialog), always);

const T = cashDrawerText.gate;

type View = { kind: 'none' | 'open' | 'panel' | 'in' | 'out' | 'close' } | { kind: 'z'; report: CashDrawerReport };

/**
 * The drawer's button on the POS and orders screens: "Abrir caja" while this terminal has none
 * open, otherwise the open drawer's panel. A terminal that has kept a drawer before is asked for
 * the float as the screen opens; any other (a waiter's phone) only sees the button, so nothing
 * stands between a first-time device and its orders. One dialog at a time.
 */
export function CashDrawerGate({ currency, className }: { currency?: string; className?: string }) {
  // The stored user, not the shell's context: the screens are also rendered alone (their tests).
  const username = getStoredUser()?.username ?? '';
  const current = useCurrentDrawer();
  const [view, setView] = useState<View>({ kind: 'none' });
  const asked = useRef(false);
  const session = current.data?.session ?? null;

  useEffect(() => {
    if (asked.current || !current.data) return;
    asked.current = true;
    if (!current.data.session && current.data.terminalHasHistory && !saidNotNow(username)) setView({ kind: 'open' });
  }, [current.data, username]);

  const back = () => setView({ kind: session ? 'panel' : 'none' });
  const open = session !== null;

  return (
    <>
      <Button
        variant="outline"
        className={className}
        icon={
          open ? (
            <IconCash size={19} aria-hidden />
          ) : (
            <IconLockOpen size={19} aria-hidden className={current.data ? 'text-amber-600' : undefined} />
          )
        }
        aria-label={open ? T.isOpenNamed : current.data ? T.openNamed : undefined}
        disabled={!current.data}
        onClick={() => setView({ kind: open ? 'panel' : 'open' })}
      >
        {/* The drawer's state at a glance: green open, amber none yet. */}
        {current.data ? (
          <span className={cn('size-2.5 rounded-full', open ? 'bg-emerald-500' : 'bg-amber-500')} aria-hidden />
        ) : null}
        {open ? T.isOpen : current.data ? T.open : T.checking}
      </Button>

      {view.kind === 'open' && !open ? (
        <OpenDrawerDialog
          currency={currency}
          onOpened={() => setView({ kind: 'none' })}
          onNotNow={() => {
            rememberNotNow(username);
            setView({ kind: 'none' });
          }}
        />
      ) : null}
      {view.kind === 'panel' && session ? (
        <DrawerPanel
          session={session}
          onClose={() => setView({ kind: 'none' })}
          onAction={(kind) => setView({ kind })}
        />
      ) : null}
      {(view.kind === 'in' || view.kind === 'out') && session ? (
        <MovementDialog sessionId={session.id} kind={view.kind} currency={currency} onDone={back} />
      ) : null}
      {view.kind === 'close' && session ? (
        <CloseDrawerDialog
          sessionId={session.id}
          currency={currency}
          onCancel={back}
          onClosed={(report) => {
            // The one who just counted is not asked for a new float in this tab.
            rememberNotNow(username);
            setView({ kind: 'z', report });
          }}
        />
      ) : null}
      {view.kind === 'z' ? <ReportDialog report={view.report} onClose={() => setView({ kind: 'none' })} /> : null}
    </>
  );
}
