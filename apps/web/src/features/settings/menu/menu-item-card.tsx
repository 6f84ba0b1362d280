import { toMinor, type MenuItem } from '@comandero/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { IconButton } from '../../../components/icon-button';
import { Money } from '../../../components/money';
import { settingsText } from '../../../i18n/settings';
import { cn } from '../../../lib/cn';

const t = settingsText.menu;

export type MenuItemCardProps = { item: MenuItem; currency: string | undefined; onDelete: (item: MenuItem) => void };

export function MenuItemCard({ item, currency, onDelete }: MenuItemCardProps) {
  return (
    <li
      data-item-id={item.id}
      className="flex flex-col rounded-2xl border border-stone-200/80 bg-white p-4 shadow-card"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 pt-1 font-semibold break-words text-stone-900">{item.title}</h2>
        <div className="-mt-1 -mr-1 flex shrink-0">
          <Link
            to={`/dashboard/settings/menu-items/${item.id}`}
            aria-label={t.open(item.title)}
            title={t.open(item.title)}
            className="inline-flex size-11 items-center justify-center rounded-xl text-stone-600 transition-colors hover:bg-stone-900/5 hover:text-stone-900"
          >
            <IconPencil size={19} aria-hidden />
          </Link>
          <IconButton
            label={t.remove(item.title)}
            variant="danger"
            icon={<IconTrash size={19} aria-hidden />}
            onClick={() => onDelete(item)}
          />
        </div>
      </div>
      <Money minor={toMinor(item.price)} currency={currency} className="mt-1 text-lg font-bold text-brand-700" />
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
        <Badge tone={item.category_title ? 'brand' : 'neutral'}>{item.category_title ?? t.noCategory}</Badge>
        <span className={cn('text-sm', item.variants.length ? 'text-stone-700' : 'text-stone-400')}>
          {t.variantCount(item.variants.length)}
        </span>
      </div>
    </li>
  );
}
