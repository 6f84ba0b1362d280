import { DASHBOARD_ROUTE_SCOPES, hasAnyScope, INVENTORY_API } from '@comandero/contracts';
import { IconAlertTriangle, IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/button';
import { dashboardText as t } from '../../i18n/dashboard';
import { apiCall } from '../../lib/api-call';
import { useSessionUser } from '../../lib/session-user';

const qty = (n: number) => n.toLocaleString('es-CO', { maximumFractionDigits: 3 });

/** Issue 24: ingredients at or under their minimum, for those who may open the inventory; nothing when none. */
export function LowStockCard() {
  const user = useSessionUser();
  const allowed = hasAnyScope(user, DASHBOARD_ROUTE_SCOPES.inventory);
  const low = useQuery({
    queryKey: ['inventory', 'low-stock'],
    queryFn: () => apiCall(INVENTORY_API.lowStock),
    enabled: allowed,
  });
  if (!allowed || !low.data || low.data.length === 0) return null;
  return (
    <section
      aria-label={t.lowStock.title}
      className="flex flex-wrap items-start justify-between gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 sm:px-6"
    >
      <div className="flex min-w-0 gap-3">
        <IconAlertTriangle size={22} className="mt-0.5 shrink-0 text-amber-700" aria-hidden />
        <div className="min-w-0">
          <h2 className="font-semibold text-amber-900">{t.lowStock.title}</h2>
          <ul className="mt-1 text-sm text-amber-900">
            {low.data.slice(0, 6).map((i) => (
              <li key={i.id}>{t.lowStock.line(i.name, `${qty(i.stock)} ${i.unit}`, `${qty(i.minStock)} ${i.unit}`)}</li>
            ))}
          </ul>
        </div>
      </div>
      <Link to="/dashboard/inventory" className={buttonClasses({ variant: 'outline' })}>
        {t.lowStock.link}
        <IconArrowRight size={18} aria-hidden />
      </Link>
    </section>
  );
}
