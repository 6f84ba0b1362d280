import { COP_DENOMINATIONS, formatAmount, toMinor, type CashDrawerReport } from '@comandero/contracts';
import type { ReactNode } from 'react';
import { cashDrawerText } from '../../i18n/cash-drawer';
import { cn } from '../../lib/cn';
import { formatDateTime, formatMoney } from '../../lib/format';

const T = cashDrawerText.report;

type Variant = 'screen' | 'paper';

type RowProps = { label: ReactNode; value: string; strong?: boolean; testId?: string; text?: boolean };

/** A label and its value; amounts never wrap, text values (names, dates) may, on 57 mm paper. */
function Row({ label, value, strong, testId, text }: RowProps) {
  return (
    <div className={cn('flex justify-between gap-3', strong && 'font-bold')}>
      <dt className={text ? 'shrink-0' : 'min-w-0'}>{label}</dt>
      <dd
        className={cn('text-right', text ? 'min-w-0 break-words' : 'whitespace-nowrap tabular-nums')}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

function Section({ title, children, variant }: { title: string; children: ReactNode; variant: Variant }) {
  return (
    <section
      aria-label={title}
      className={variant === 'paper' ? 'border-t border-dashed border-black pt-2' : 'border-t border-stone-200 pt-3'}
    >
      <h3
        className={variant === 'paper' ? 'mb-1 text-center font-bold uppercase' : 'mb-1.5 font-semibold text-stone-900'}
      >
        {title}
      </h3>
      <dl className="flex flex-col gap-0.5">{children}</dl>
    </section>
  );
}

export function differenceLabel(difference: number): string {
  return difference < 0 ? T.short : difference > 0 ? T.over : T.exact;
}

function denominationLabel(key: string): string {
  const d = COP_DENOMINATIONS.find((x) => x.key === key);
  if (!d) return key;
  const value = `$${formatAmount(toMinor(d.pesos)).replace(/,00$/, '')}`;
  return d.kind === 'note' ? cashDrawerText.closeDialog.note(value) : cashDrawerText.closeDialog.coin(value);
}

/**
 * The X or Z report, the same on screen and on the 80/57 mm paper: the session, the sales, the
 * payments per type, the cash reckoning, the movements and (Z only) the count with its difference.
 */
export function ReportBody({ report, variant = 'screen' }: { report: CashDrawerReport; variant?: Variant }) {
  const money = (pesos: number) => formatMoney(toMinor(pesos), report.currency);
  const s = report.session;
  const count = report.count;
  return (
    <div className={cn('flex flex-col', variant === 'paper' ? 'gap-2' : 'gap-3 text-[15px] text-stone-700')}>
      <div className={variant === 'paper' ? 'text-center' : ''}>
        <p className={variant === 'paper' ? 'text-[14px] font-bold' : 'text-lg font-bold text-stone-900'}>
          {report.kind === 'Z' ? T.zTitle : T.xTitle}
        </p>
        {report.storeName ? <p className="font-semibold">{report.storeName}</p> : null}
        <p>{T.session(s.id)}</p>
      </div>
      <dl className="flex flex-col gap-0.5">
        <Row label={T.terminal} value={s.terminalLabel ?? s.terminalId.slice(0, 8)} text />
        <Row label={T.openedBy} value={s.openedBy ?? '—'} text />
        <Row label={T.openedAt} value={formatDateTime(s.openedAt)} text />
        {s.closedAt ? <Row label={T.closedBy} value={s.closedBy ?? '—'} text /> : null}
        {s.closedAt ? <Row label={T.closedAt} value={formatDateTime(s.closedAt)} text /> : null}
        {report.kind === 'X' ? <Row label={T.generatedAt} value={formatDateTime(report.generatedAt)} text /> : null}
      </dl>
      <Section title={T.sales} variant={variant}>
        <Row label={T.invoices} value={String(report.sales.invoices)} />
        <Row label={T.subTotal} value={money(report.sales.subTotal)} />
        <Row label={T.taxTotal} value={money(report.sales.taxTotal)} />
        <Row label={T.total} value={money(report.sales.total)} strong testId="report-sales-total" />
        <Row label={T.tips} value={money(report.sales.tips)} />
        <Row label={T.discounts} value={money(report.sales.discounts)} />
        <Row label={`${T.voids} (${report.voids.count})`} value={money(report.voids.total)} />
      </Section>
      <Section title={T.payments} variant={variant}>
        {report.payments.length === 0 ? <p>{T.noPayments}</p> : null}
        {report.payments.map((p) => (
          <Row key={`${p.isCash}-${p.title}`} label={T.paymentLine(p.title, p.count)} value={money(p.amount)} />
        ))}
      </Section>
      <Section title={T.cash} variant={variant}>
        <Row label={T.openingFloat} value={money(report.cash.openingFloat)} />
        <Row label={`+ ${T.cashSales}`} value={money(report.cash.cashSales)} />
        <Row label={`− ${T.changeGiven}`} value={money(report.cash.changeGiven)} />
        <Row label={`+ ${T.cashInTotal}`} value={money(report.cash.cashIn)} />
        <Row label={`− ${T.cashOutTotal}`} value={money(report.cash.cashOut)} />
        {report.cash.voidRefunds ? (
          <Row label={`− ${T.voidRefunds}`} value={money(report.cash.voidRefunds)} testId="report-void-refunds" />
        ) : null}
        <Row label={`= ${T.expected}`} value={money(report.cash.expected)} strong testId="report-expected" />
      </Section>
      {report.movements.length > 0 ? (
        <Section title={T.movements} variant={variant}>
          {report.movements.map((m) => (
            <Row
              key={m.id}
              label={`${m.kind === 'in' ? T.movementIn : T.movementOut}: ${m.reason}`}
              value={`${m.kind === 'in' ? '+' : '−'}${money(m.amount)}`}
            />
          ))}
        </Section>
      ) : null}
      {count ? (
        <Section title={T.count} variant={variant}>
          {count.method === 'amount' ? <p>{T.singleAmount}</p> : null}
          {count.denominations
            .filter((d) => d.quantity > 0)
            .map((d) => (
              <Row
                key={d.denomination}
                label={`${d.quantity} × ${denominationLabel(d.denomination)}`}
                value={money(d.subtotal)}
              />
            ))}
          <Row label={T.counted} value={money(count.counted)} strong testId="report-counted" />
          <Row label={T.expected} value={money(report.cash.expected)} />
          <Row
            label={`${T.difference} (${differenceLabel(count.difference)})`}
            value={money(count.difference)}
            strong
            testId="report-difference"
          />
        </Section>
      ) : null}
    </div>
  );
}

/** The figures that matter, above the report on screen: the expected cash, and on a Z the difference. */
export function ReportSummary({ report }: { report: CashDrawerReport }) {
  const money = (pesos: number) => formatMoney(toMinor(pesos), report.currency);
  const count = report.count;
  const tone = !count || count.difference === 0 ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900';
  return (
    <dl className={cn('flex flex-wrap justify-between gap-x-6 gap-y-1 rounded-xl px-4 py-3', tone)}>
      <div className="flex items-baseline gap-2">
        <dt className="font-semibold">{T.expected}</dt>
        <dd className="text-lg font-bold tabular-nums" data-testid="summary-expected">
          {money(report.cash.expected)}
        </dd>
      </div>
      {count ? (
        <div className="flex items-baseline gap-2">
          <dt className="font-semibold">
            {T.difference} ({differenceLabel(count.difference)})
          </dt>
          <dd className="text-lg font-bold tabular-nums" data-testid="summary-difference">
            {money(count.difference)}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
