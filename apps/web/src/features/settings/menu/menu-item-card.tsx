import type { MenuItem } from '@comandero/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { IconButton, iconButtonClasses } from '../../../components/icon-button';
import { ItemPrice } from '../../../components/item-price';
import { settingsText } from '../../../i18n/settings';
import { cn } from '../../../lib/cn';

const t = settingsText.menu;

export type MenuItemCardProps = { item: MenuItem; currency: string | undefined; onDelete: (item: MenuItem) => void };

export function MenuItemCard({ item, currency, onDelete }: MenuItemCardProps) {
  return (
    <li data-item-id={item.id} className="flex flex-col rounded-2xl border border-stone-200/80 bg-white shadow-card">
      <div className="flex flex-1 flex-col gap-1 px-4 pt-4 pb-3">
        <h2 className="font-semibold break-words text-stone-900">{item.title}</h2>
        <ItemPrice item={item} currency={currency} className="text-lg font-bold text-brand-700" />
        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
          <Badge tone={item.category_title ? 'brand' : 'neutral'} className="whitespace-nowrap">
            {item.category_title ?? t.noCategory}
          </Badge>
          <span className={cn('text-sm whitespace-nowrap', item.variants.length ? 'text-stone-700' : 'text-stone-400')}>
            {t.variantCount(item.variants.length)}
          </span>
        </div>
      </div>
      <div className="flex items-center gap-1 border-t border-stone-100 py-1 pr-1.5 pl-4">
        <span className="min-w-0 flex-1 truncate text-xs text-stone-400">{t.addonCount(item.addons.length)}</span>
        <Link
          to={`/dashboard/settings/menu-items/${item.id}`}
          aria-label={t.open(item.title)}
          title={t.open(item.title)}
          className={iconButtonClasses()}
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
    </li>
  );
}
