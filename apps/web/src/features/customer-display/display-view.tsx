import type { DisplayLine, DisplayState } from '@comandero/contracts';
import { useLayoutEffect, useRef } from 'react';
import { customerDisplayText as T } from '../../i18n/customer-display';
import { formatMoney } from '../../lib/format';
import { DocumentQr } from './document-qr';

// Sizes follow the screen's smaller side, so the same page reads from 2 m on a 1080p monitor and a tablet.
// Beside the lines (landscape) the totals column is narrower, so its big figures scale with its width.
const BIG = 'text-[min(6vh,5.5vw)] landscape:text-[min(6vh,3.4vw)]';
const MID = 'text-[min(3.6vh,4vw)] portrait:text-[min(3vh,5.2vw)]';
const SMALL = 'text-[min(2.8vh,3.4vw)] portrait:text-[min(2.4vh,4.2vw)]';

function Brand({ store, large }: { store: DisplayState['store']; large?: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-[2vmin]">
      {store.logo ? (
        <img
          src={store.logo}
          alt=""
          className={large ? 'max-h-[30vh] max-w-[60vw] object-contain' : 'h-[7vmin] w-auto object-contain'}
        />
      ) : null}
      {large ? null : <p className={`truncate font-black ${MID}`}>{store.name}</p>}
    </div>
  );
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? `${BIG} font-black` : `${MID} font-bold`}`}>
      <dt className="leading-tight">{label}</dt>
      <dd className="whitespace-nowrap tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function LineRow({ line, currency }: { line: DisplayLine; currency: string }) {
  const detail = [line.variant, ...line.addons].filter(Boolean).join(' · ');
  return (
    <li
      className="flex items-start justify-between gap-4 border-b-2 border-white/15 py-[1.4vh]"
      data-testid="display-line"
    >
      <div className="min-w-0">
        <p className={`font-bold leading-tight ${MID}`}>
          <span className="tabular-nums">{line.quantity} × </span>
          {line.title}
        </p>
        {detail ? <p className={`leading-tight text-stone-300 ${SMALL}`}>{detail}</p> : null}
      </div>
      <p className={`shrink-0 font-bold tabular-nums ${MID}`}>{formatMoney(line.total, currency)}</p>
    </li>
  );
}

function Totals({ state }: { state: DisplayState }) {
  const money = (v: number) => formatMoney(v, state.currency);
  return (
    <dl className="flex flex-col gap-[1vh]">
      <Row label={T.subtotal} value={money(state.subtotal)} testId="display-subtotal" />
      {state.discount ? (
        <Row label={T.discount} value={`− ${money(state.discount)}`} testId="display-discount" />
      ) : null}
      <Row label={T.taxes} value={money(state.tax)} testId="display-tax" />
      <div className="my-[0.5vh] border-t-4 border-white" />
      <Row label={T.total} value={money(state.total)} strong testId="display-total" />
    </dl>
  );
}

function Payment({ state }: { state: DisplayState }) {
  const p = state.payment;
  if (!p) return null;
  const money = (v: number) => formatMoney(v, state.currency);
  return (
    <div className="flex flex-col gap-[1.5vh]" data-testid="display-payment">
      {p.tip ? (
        <section className="rounded-2xl border-4 border-amber-300 p-[2vmin]" aria-label={T.tipTitle}>
          <p className={`font-black text-amber-300 ${MID}`}>{T.tipTitle}</p>
          <p className={`font-bold ${SMALL}`}>
            {T.tipSuggested(p.tip.percent)}: <span className="tabular-nums">{money(p.tip.suggested)}</span>
          </p>
          <p className={`${MID} font-black`} data-testid="display-tip">
            {p.tip.amount === null
              ? `${T.tipChosen}: …`
              : p.tip.amount === 0
                ? T.noTip
                : `${T.tipChosen}: ${money(p.tip.amount)}`}
          </p>
          <p className={`mt-[1vh] leading-snug text-stone-200 ${SMALL}`}>
            {T.tipNotice} ({T.tipLaw})
          </p>
        </section>
      ) : null}
      <dl className="flex flex-col gap-[1vh]">
        {state.discount ? (
          <>
            <Row label={T.discount} value={`− ${money(state.discount)}`} testId="display-discount" />
            <Row label={T.total} value={money(state.total)} testId="display-total" />
          </>
        ) : null}
        <Row label={T.toPay} value={money(p.due)} strong testId="display-due" />
        {p.method ? <Row label={T.method} value={p.method} /> : null}
        {p.received !== null ? <Row label={T.received} value={money(p.received)} testId="display-received" /> : null}
        {p.change !== null ? <Row label={T.change} value={money(p.change)} strong testId="display-change" /> : null}
      </dl>
    </div>
  );
}

/**
 * What the customer sees (issue 21), from the followed POS's state alone: nothing here can be
 * touched, so nobody at the counter can change the sale from this screen.
 */
export function DisplayView({ state, footer }: { state: DisplayState; footer?: string }) {
  if (state.phase === 'idle' || state.phase === 'paid') {
    const paid = state.phase === 'paid' ? state.paid : null;
    return (
      <main
        className="flex h-dvh flex-col items-center justify-center gap-[4vh] overflow-hidden bg-black p-[4vmin] text-center text-white select-none"
        data-testid="customer-display"
        data-phase={state.phase}
      >
        <Brand store={state.store} large />
        {paid ? (
          <>
            <p className="text-[min(10vh,8vw)] leading-tight font-black">{T.thanks}</p>
            <p className={`font-bold text-stone-300 ${MID}`}>{state.store.name}</p>
            <dl className="flex flex-col gap-[1vh]">
              <Row label={T.paidTotal} value={formatMoney(paid.total, state.currency)} strong testId="display-paid" />
              {paid.change ? (
                <Row label={T.change} value={formatMoney(paid.change, state.currency)} testId="display-paid-change" />
              ) : null}
            </dl>
            <DocumentQr data={paid.documentQr} />
          </>
        ) : (
          <>
            <p className="text-[min(9vh,8vw)] leading-tight font-black">{state.store.name}</p>
            <p className={`font-bold text-stone-300 ${MID}`}>{T.welcome}</p>
          </>
        )}
        {footer ? <p className={`text-stone-400 ${SMALL}`}>{footer}</p> : null}
      </main>
    );
  }
  return <SaleView state={state} />;
}

function SaleView({ state }: { state: DisplayState }) {
  const paying = state.phase === 'paying';
  const count = state.lines.reduce((n, l) => n + l.quantity, 0);
  // The newest line stays in view: a long order scrolls its first lines off the top.
  const list = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [state.lines]);
  return (
    <main
      className="grid h-dvh grid-cols-[minmax(0,1fr)] grid-rows-[auto_minmax(0,1fr)] gap-[2vh] overflow-hidden bg-black p-[3vmin] text-white select-none landscape:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] landscape:grid-rows-[auto_minmax(0,1fr)] portrait:grid-rows-[auto_minmax(0,1fr)_auto]"
      data-testid="customer-display"
      data-phase={state.phase}
    >
      <header className="flex items-center justify-between gap-4 landscape:col-span-2">
        <Brand store={state.store} />
        <p className={`shrink-0 font-bold text-stone-300 ${SMALL}`} data-testid="display-count" data-count={count}>
          {T.items(count)}
        </p>
      </header>
      <ol ref={list} className="min-h-0 overflow-hidden" aria-live="polite">
        {state.lines.map((line) => (
          <LineRow key={line.key} line={line} currency={state.currency} />
        ))}
      </ol>
      <aside className="flex min-h-0 flex-col justify-end gap-[2vh] rounded-3xl bg-stone-900 p-[3vmin]">
        {paying ? <Payment state={state} /> : <Totals state={state} />}
      </aside>
    </main>
  );
}
