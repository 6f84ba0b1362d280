import { IconClipboardList, IconRepeat, IconUserPlus, type Icon } from '@tabler/icons-react';
import type { DashboardResponse } from '@comandero/contracts';
import { dashboardText as t } from '../../i18n/dashboard';

type Counter = { key: string; label: string; value: number; icon: Icon; tone: string };

/** The three counters of spec §2; a missing figure shows 0. */
export function DashboardCounters({ data }: { data: DashboardResponse }) {
  const counters: Counter[] = [
    {
      key: 'orders',
      label: t.counters.orders,
      value: data.ordersCount,
      icon: IconClipboardList,
      tone: 'bg-brand-50 text-brand-700',
    },
    {
      key: 'new',
      label: t.counters.newCustomers,
      value: data.newCustomerCount,
      icon: IconUserPlus,
      tone: 'bg-emerald-50 text-emerald-700',
    },
    {
      key: 'repeated',
      label: t.counters.repeatedCustomers,
      value: data.repeatedCustomerCount,
      icon: IconRepeat,
      tone: 'bg-sky-50 text-sky-700',
    },
  ];
  return (
    <ul aria-label={t.counters.label} className="grid grid-cols-3 gap-2 sm:gap-4">
      {counters.map(({ key, label, value, icon: CounterIcon, tone }) => (
        <li
          key={key}
          aria-label={label}
          data-counter={key}
          className="flex flex-col gap-2 rounded-2xl border border-stone-200/80 bg-white p-3 shadow-card sm:flex-row sm:items-center sm:gap-4 sm:p-5"
        >
          <span className={`hidden size-12 shrink-0 place-items-center rounded-xl sm:grid ${tone}`}>
            <CounterIcon size={24} stroke={1.8} aria-hidden />
          </span>
          <div className="flex min-w-0 flex-col-reverse sm:flex-col">
            <p className="text-xs leading-tight font-medium text-stone-500 sm:text-sm">{label}</p>
            <p
              className="text-2xl font-bold tracking-tight text-stone-900 tabular-nums sm:mt-1 sm:text-3xl"
              data-testid="counter-value"
            >
              {(value ?? 0).toLocaleString('es-CO')}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
