import { toMinor, type ReportResponse } from '@comandero/contracts';
import { useId, useState } from 'react';
import { reportsText as t } from '../../i18n/reports';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/format';
import { compactPesos, labelStep, longDay, niceMax, shortDay } from './chart-scale';
import { useElementWidth } from './use-element-width';

const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 28, left: 52 };
const TICKS = 4;

type Props = { days: ReportResponse['revenuePerDay']; currency: string };

/**
 * Revenue per day as bars, drawn in SVG at the card's real width. Screen readers get the same
 * figures as a table; a tap on a bar (or its column) shows that day's amount above the chart.
 */
export function RevenueChart({ days, currency }: Props) {
  const [ref, width] = useElementWidth(640);
  const captionId = useId();
  const best = days.reduce<(typeof days)[number] | null>((b, d) => (d.total > (b?.total ?? 0) ? d : b), null);
  const [picked, setPicked] = useState<string | null>(null);
  const selected = days.find((d) => d.day === picked) ?? best ?? days[days.length - 1] ?? null;
  const money = (pesos: number) => formatMoney(toMinor(pesos), currency);

  const top = niceMax(Math.max(0, ...days.map((d) => d.total)));
  const plotW = Math.max(1, width - PAD.left - PAD.right);
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, days.length);
  const barW = Math.max(2, Math.min(48, slot * 0.7));
  const step = labelStep(days.length, plotW);
  // "24 nov" under each bar while they fit, else the day of the month alone.
  const wideLabels = step === 1 && days.length <= 7;
  const y = (pesos: number) => PAD.top + plotH - (pesos / top) * plotH;

  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-3">
      <figcaption id={captionId} className="sr-only">
        {t.perDay.title}. {t.perDay.summary(days.length, best ? `${longDay(best.day)}, ${money(best.total)}` : null)}
      </figcaption>
      <p className="min-h-6 text-[15px] text-stone-600" aria-live="polite" data-testid="chart-selected">
        {selected ? (
          <>
            {longDay(selected.day)}: <strong className="text-stone-900 tabular-nums">{money(selected.total)}</strong>
          </>
        ) : null}
      </p>
      <div ref={ref} className="w-full">
        <svg
          width={width}
          height={HEIGHT}
          role="img"
          aria-label={t.perDay.title}
          className="block overflow-visible text-stone-500"
        >
          {Array.from({ length: TICKS + 1 }, (_, i) => {
            const value = (top / TICKS) * i;
            return (
              <g key={i}>
                <line x1={PAD.left} x2={width - PAD.right} y1={y(value)} y2={y(value)} className="stroke-stone-200" />
                <text x={PAD.left - 8} y={y(value)} dy="0.32em" textAnchor="end" className="fill-current text-[11px]">
                  {compactPesos(value)}
                </text>
              </g>
            );
          })}
          {days.map((d, i) => {
            const cx = PAD.left + slot * i + slot / 2;
            const isSelected = selected?.day === d.day;
            return (
              <g key={d.day} data-day={d.day} data-total={d.total} onClick={() => setPicked(d.day)}>
                {/* The whole column is the tap target, not just a short bar. */}
                <rect x={cx - slot / 2} y={PAD.top} width={slot} height={plotH} className="fill-transparent" />
                <rect
                  x={cx - barW / 2}
                  y={y(d.total)}
                  width={barW}
                  height={Math.max(0, PAD.top + plotH - y(d.total))}
                  rx={Math.min(4, barW / 4)}
                  className={cn(isSelected ? 'fill-brand-700' : 'fill-brand-500', 'transition-colors')}
                >
                  <title>{`${shortDay(d.day)}: ${money(d.total)}`}</title>
                </rect>
                {i % step === 0 ? (
                  <text x={cx} y={HEIGHT - 8} textAnchor="middle" className="fill-current text-[11px]">
                    {wideLabels ? shortDay(d.day) : d.day.slice(8)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <table className="sr-only">
        <caption>{t.perDay.title}</caption>
        <thead>
          <tr>
            <th scope="col">{t.perDay.day}</th>
            <th scope="col">{t.perDay.revenue}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{longDay(d.day)}</th>
              <td>{money(d.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
