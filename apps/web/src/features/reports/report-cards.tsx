import { toMinor, type ReportResponse } from '@comandero/contracts';
import {
  IconCash,
  IconClipboardList,
  IconReceipt2,
  IconReceiptTax,
  IconRepeat,
  IconUserPlus,
  IconUsers,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import { reportsText as t } from '../../i18n/reports';
import { formatMoney } from '../../lib/format';

type CardKey = keyof typeof t.cards;
type CardSpec = { key: CardKey; icon: Icon; tone: string; money?: boolean };

const CARDS: CardSpec[] = [
  { key: 'revenueTotal', icon: IconCash, tone: 'bg-brand-50 text-brand-700', money: true },
  { key: 'netRevenue', icon: IconWallet, tone: 'bg-emerald-50 text-emerald-700', money: true },
  { key: 'taxTotal', icon: IconReceiptTax, tone: 'bg-amber-50 text-amber-800', money: true },
  { key: 'averageOrderValue', icon: IconReceipt2, tone: 'bg-sky-50 text-sky-700', money: true },
  { key: 'ordersCount', icon: IconClipboardList, tone: 'bg-brand-50 text-brand-700' },
  { key: 'totalCustomers', icon: IconUsers, tone: 'bg-violet-50 text-violet-700' },
  { key: 'newCustomers', icon: IconUserPlus, tone: 'bg-emerald-50 text-emerald-700' },
  { key: 'repeatedCustomers', icon: IconRepeat, tone: 'bg-sky-50 text-sky-700' },
];

/** The eight figures of spec §3 Report; money with the store's currency symbol, a missing figure as 0. */
export function ReportCards({ report }: { report: ReportResponse }) {
  return (
    <ul aria-label={t.cardsLabel} className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {CARDS.map(({ key, icon: CardIcon, tone, money }) => {
        const value = report[key] ?? 0;
        const text = money ? formatMoney(toMinor(value), report.currency) : value.toLocaleString('es-CO');
        return (
          <li
            key={key}
            aria-label={t.cards[key].label}
            data-metric={key}
            className="flex min-w-0 flex-col gap-2 rounded-2xl border border-stone-200/80 bg-white p-4 shadow-card sm:p-5"
          >
            <div className="flex items-center gap-3">
              <span className={`grid size-10 shrink-0 place-items-center rounded-xl ${tone}`}>
                <CardIcon size={21} stroke={1.8} aria-hidden />
              </span>
              <p className="text-sm leading-tight font-medium text-stone-600">{t.cards[key].label}</p>
            </div>
            <p
              data-testid="metric-value"
              className="text-lg font-bold tracking-tight break-words text-stone-900 tabular-nums sm:text-xl xl:text-2xl"
            >
              {text}
            </p>
            <p className="text-xs text-stone-500">
              {key === 'averageOrderValue'
                ? t.paidOrders(report.paidOrdersCount, report.invoicesCount)
                : t.cards[key].hint}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
