import type { PosInitResponse } from '@comandero/contracts';
import { IconCheck } from '@tabler/icons-react';
import { Dialog } from '../../components/dialog';
import { posText } from '../../i18n/pos';
import { cn } from '../../lib/cn';

export type CategoryDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: PosInitResponse['categories'];
  selected: number | null;
  onSelect: (categoryId: number | null) => void;
};

export function CategoryDialog({ open, onOpenChange, categories, selected, onSelect }: CategoryDialogProps) {
  const options = [{ id: null, title: posText.grid.allCategories }, ...categories];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={posText.categories.title}
      description={posText.categories.description}
    >
      <ul className="grid grid-cols-2 gap-2.5">
        {options.map((c) => {
          const active = c.id === selected;
          return (
            <li key={c.id ?? 'all'}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => {
                  onSelect(c.id);
                  onOpenChange(false);
                }}
                className={cn(
                  'flex min-h-13 w-full items-center justify-between gap-2 rounded-xl border px-4 py-3 text-left text-[15px] font-semibold transition-colors',
                  active
                    ? 'border-brand-500 bg-brand-50 text-brand-800'
                    : 'border-stone-200 bg-white text-stone-800 hover:bg-stone-50',
                )}
              >
                {c.title}
                {active ? <IconCheck size={18} aria-hidden /> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
