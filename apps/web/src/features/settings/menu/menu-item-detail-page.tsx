import { toMinor, type MenuItem } from '@comandero/contracts';
import { IconChevronRight, IconInfoCircle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { Card } from '../../../components/card';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/states';
import { settingsText } from '../../../i18n/settings';
import { ApiError } from '../../../lib/api-error';
import { formatRate } from '../../../lib/format';
import { useStoreSetting } from '../store/store-api';
import { useMenuItem } from './menu-api';
import { MenuItemEditForm } from './menu-item-edit-form';
import { OptionSection } from './option-section';

const t = settingsText.menu;

export function MenuItemDetailPage() {
  const id = Number(useParams().id);
  const item = useMenuItem(id);
  const currency = useStoreSetting().data?.currency;
  const valid = Number.isInteger(id) && id > 0;

  if (valid && item.isPending) return <LoadingState />;
  if (!valid || item.isError || !item.data) {
    const notFound = !valid || (item.error instanceof ApiError && item.error.status === 404);
    return (
      <>
        <Breadcrumb title={null} />
        <ErrorState message={notFound ? t.notFound : settingsText.loadError} />
      </>
    );
  }
  const data = item.data;
  return (
    <>
      <PageHeader eyebrow={<Breadcrumb title={data.title} />} title={data.title} />
      <Summary item={data} currency={currency} />
      <div className="mt-6 grid items-start gap-6 @4xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card title={t.editForm}>
          <MenuItemEditForm key={data.id} item={data} />
        </Card>
        <div className="flex flex-col gap-4">
          <p className="flex gap-2.5 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <IconInfoCircle size={20} className="mt-px shrink-0" aria-hidden />
            {settingsText.options.note}
          </p>
          <OptionSection kind="variants" itemId={data.id} options={data.variants} currency={currency} />
          <OptionSection kind="addons" itemId={data.id} options={data.addons} currency={currency} />
        </div>
      </div>
    </>
  );
}

function Breadcrumb({ title }: { title: string | null }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        <li>
          <Link to="/dashboard/settings" className="text-stone-500 hover:text-brand-700 hover:underline">
            {t.breadcrumbSettings}
          </Link>
        </li>
        <IconChevronRight size={15} className="text-stone-400" aria-hidden />
        <li>
          <Link to="/dashboard/settings/menu-items" className="text-stone-500 hover:text-brand-700 hover:underline">
            {t.breadcrumbMenu}
          </Link>
        </li>
        {title ? (
          <>
            <IconChevronRight size={15} className="text-stone-400" aria-hidden />
            <li aria-current="page" className="font-medium text-stone-800">
              {title}
            </li>
          </>
        ) : null}
      </ol>
    </nav>
  );
}

function Summary({ item, currency }: { item: MenuItem; currency: string | undefined }) {
  const entries = [
    { label: t.price, value: <Money minor={toMinor(item.price)} currency={currency} /> },
    {
      label: t.netPrice,
      value: item.net_price === null ? t.noNetPrice : <Money minor={toMinor(item.net_price)} currency={currency} />,
    },
    { label: t.category, value: item.category_title ?? t.noCategory },
    {
      label: t.tax,
      value:
        item.tax_title === null
          ? t.noTax
          : `${item.tax_title} · ${formatRate(item.tax_rate ?? 0)}% ${settingsText.taxes.types[item.tax_type ?? ''] ?? ''}`,
    },
  ];
  return (
    <dl aria-label={t.summary} className="grid grid-cols-2 gap-3 @3xl:grid-cols-4">
      {entries.map((e) => (
        <div key={e.label} className="rounded-2xl border border-stone-200/80 bg-white px-4 py-3 shadow-card">
          <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{e.label}</dt>
          <dd className="mt-1 text-[15px] font-semibold break-words text-stone-900">{e.value}</dd>
        </div>
      ))}
    </dl>
  );
}
