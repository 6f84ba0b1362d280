import { toMinor, type MenuItemOption } from '@comandero/contracts';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Money } from '../../../components/money';
import { settingsText } from '../../../i18n/settings';
import { cn } from '../../../lib/cn';
import { DeleteConfirm } from '../shared/delete-confirm';
import { RowActions } from '../shared/row-actions';
import { useDeleteMenuOption, type OptionKind } from './menu-api';
import { OptionDialog } from './option-dialog';

const t = settingsText.options;

export type OptionSectionProps = {
  kind: OptionKind;
  itemId: number;
  options: MenuItemOption[];
  currency: string | undefined;
};

/** A collapsible list of an item's variants or add-ons with their add, edit and delete dialogs. */
export function OptionSection({ kind, itemId, options, currency }: OptionSectionProps) {
  const [open, setOpen] = useState(true);
  const [editing, setEditing] = useState<MenuItemOption | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MenuItemOption | null>(null);
  const remove = useDeleteMenuOption();
  const regionId = useId();
  const label = kind === 'variants' ? settingsText.menu.variants : settingsText.menu.addons;

  return (
    <section aria-label={label} className="rounded-2xl border border-stone-200/80 bg-white shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-5">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((o) => !o)}
          className="-ml-2 flex h-11 items-center gap-2 rounded-xl px-2 text-base font-semibold text-stone-900 hover:bg-stone-900/5"
        >
          <IconChevronDown size={20} aria-hidden className={cn('transition-transform', !open && '-rotate-90')} />
          {label}
          <Badge tone="neutral">{options.length}</Badge>
        </button>
        <Button variant="outline" icon={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
          {kind === 'variants' ? t.addVariant : t.addAddon}
        </Button>
      </div>
      <div id={regionId} hidden={!open} className="border-t border-stone-100">
        {options.length === 0 ? (
          <p className="px-5 py-6 text-center text-[15px] text-stone-500">
            {kind === 'variants' ? t.emptyVariants : t.emptyAddons}
          </p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {options.map((option) => (
              <li key={option.id} data-option-id={option.id} className="flex items-center gap-3 py-1.5 pr-3 pl-5">
                <span className="min-w-0 flex-1 font-medium break-words text-stone-800">{option.title}</span>
                <Money minor={toMinor(option.price)} currency={currency} className="text-stone-700" />
                <RowActions
                  name={option.title}
                  onEdit={() => setEditing(option)}
                  onDelete={() => setDeleting(option)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {editing ? (
        <OptionDialog
          kind={kind}
          itemId={itemId}
          option={editing === 'new' ? null : editing}
          currency={currency}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DeleteConfirm
        target={deleting}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(option) =>
          remove.mutate({ kind, itemId, optionId: option.id }, { onSettled: () => setDeleting(null) })
        }
      />
    </section>
  );
}
