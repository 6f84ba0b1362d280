import {
  IconBan,
  IconBuildingStore,
  IconCategory,
  IconCreditCard,
  IconDevices,
  IconDiscount,
  IconFileCertificate,
  IconPercentage,
  IconPrinter,
  IconRouter,
  IconSoup,
  IconTable,
  IconToolsKitchen2,
  type Icon,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { printersText } from '../../../i18n/printers';
import { settingsText as t } from '../../../i18n/settings';
import { cn } from '../../../lib/cn';
import { coursesText } from '../courses/courses-text';
import { discountReasonsText } from '../discount-reasons/discount-reasons-text';
import { einvoiceText } from '../einvoice/einvoice-text';
import { voidReasonsText } from '../void-reasons/void-reasons-text';

const BASE = '/dashboard/settings';

type Entry = { to: string; label: string; icon: Icon; isActive: (rest: string) => boolean };

// `rest` is the path after /dashboard/settings without slashes at either end.
const ENTRIES: Entry[] = [
  {
    to: `${BASE}/details`,
    label: t.nav.details,
    icon: IconBuildingStore,
    isActive: (r) => r === '' || r === 'details',
  },
  { to: `${BASE}/print-settings`, label: t.nav.print, icon: IconPrinter, isActive: (r) => r === 'print-settings' },
  { to: `${BASE}/printers`, label: printersText.nav, icon: IconRouter, isActive: (r) => r === 'printers' },
  { to: `${BASE}/tables`, label: t.nav.tables, icon: IconTable, isActive: (r) => r === 'tables' },
  {
    to: `${BASE}/menu-items`,
    label: t.nav.menuItems,
    icon: IconSoup,
    isActive: (r) => r.startsWith('menu-items') && r !== 'menu-items/categories',
  },
  {
    to: `${BASE}/menu-items/categories`,
    label: t.nav.categories,
    icon: IconCategory,
    isActive: (r) => r === 'menu-items/categories',
  },
  { to: `${BASE}/courses`, label: coursesText.nav, icon: IconToolsKitchen2, isActive: (r) => r === 'courses' },
  { to: `${BASE}/tax-setup`, label: t.nav.taxes, icon: IconPercentage, isActive: (r) => r === 'tax-setup' },
  {
    to: `${BASE}/payment-types`,
    label: t.nav.paymentTypes,
    icon: IconCreditCard,
    isActive: (r) => r === 'payment-types',
  },
  {
    to: `${BASE}/discount-reasons`,
    label: discountReasonsText.nav,
    icon: IconDiscount,
    isActive: (r) => r === 'discount-reasons',
  },
  { to: `${BASE}/void-reasons`, label: voidReasonsText.nav, icon: IconBan, isActive: (r) => r === 'void-reasons' },
  { to: `${BASE}/einvoice`, label: einvoiceText.nav, icon: IconFileCertificate, isActive: (r) => r === 'einvoice' },
  { to: '/dashboard/devices', label: t.nav.devices, icon: IconDevices, isActive: () => false },
];

/**
 * The settings side menu: a vertical list beside the page on wide screens, a scrolling row of
 * pills above it when the page is narrow (a phone, or a tablet with the main sidebar open).
 */
export function SettingsNav() {
  const { pathname } = useLocation();
  const rest = pathname.startsWith(BASE) ? pathname.slice(BASE.length).replace(/^\/+|\/+$/g, '') : '';
  return (
    <nav
      aria-label={t.navLabel}
      className={cn(
        '@3xl:sticky @3xl:top-24 @3xl:w-60 @3xl:shrink-0 @3xl:rounded-2xl',
        '@3xl:border @3xl:border-stone-200/80 @3xl:bg-white @3xl:p-3 @3xl:shadow-card',
      )}
    >
      <p className="hidden px-3 pt-1 pb-2 text-[11px] font-bold tracking-[0.14em] text-stone-500 uppercase @3xl:block">
        {t.title}
      </p>
      <ul className="scrollbar-thin -mx-1 flex gap-2 overflow-x-auto px-1 pb-1 @3xl:mx-0 @3xl:flex-col @3xl:overflow-visible @3xl:px-0 @3xl:pb-0 @3xl:gap-1">
        {ENTRIES.map((entry) => {
          const active = entry.isActive(rest);
          const Icon = entry.icon;
          return (
            <li key={entry.to} className="shrink-0">
              <Link
                to={entry.to}
                aria-current={active ? 'page' : undefined}
                // In the sideways row of a narrow page, bring the current entry into view.
                ref={active ? (el) => el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' }) : undefined}
                className={cn(
                  'flex h-11 items-center gap-2 rounded-xl px-3 text-sm font-medium whitespace-nowrap transition-colors',
                  '@3xl:gap-2.5 @3xl:px-3.5 @3xl:text-[15px]',
                  active
                    ? 'bg-brand-600 text-white shadow-sm'
                    : 'border border-stone-200 bg-white text-stone-700 hover:bg-stone-50 @3xl:border-transparent @3xl:bg-transparent',
                )}
              >
                <Icon size={19} stroke={1.7} aria-hidden />
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
