import {
  PRINTER_NAME_MAX,
  STATION_MESSAGES,
  stationBody,
  type Category,
  type MenuItem,
  type Printer,
  type Station,
} from '@comandero/contracts';
import { useState } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { useFormState, validateForm } from '../../components/form-state';
import { Select } from '../../components/select';
import { TextField } from '../../components/text-field';
import { printersText } from '../../i18n/printers';
import { ChoiceChips } from '../../components/choice-chips';
import { ItemChoices } from './item-choices';
import { useSaveStation } from './printers-api';

const t = printersText.stations;

export type StationDialogProps = {
  station: Station | null;
  /** Every station, to say where a category already prints. */
  stations: readonly Station[];
  printers: readonly Printer[];
  categories: readonly Category[];
  items: readonly MenuItem[];
  onClose: () => void;
};

function toggled(set: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
}

/**
 * Adds or edits a station: its printer, an optional backup printer, and the categories and single
 * items it prints. Checked with the server's schema before sending; a refused save keeps the choices.
 */
export function StationDialog({ station, stations, printers, categories, items, onClose }: StationDialogProps) {
  const save = useSaveStation();
  const form = useFormState({
    name: station?.name ?? '',
    printerId: station ? String(station.printerId) : printers.length === 1 ? String(printers[0].id) : '',
    backupPrinterId: station?.backupPrinterId ? String(station.backupPrinterId) : '',
  });
  const [categoryIds, setCategoryIds] = useState<ReadonlySet<number>>(() => new Set(station?.categoryIds));
  const [itemIds, setItemIds] = useState<ReadonlySet<number>>(() => new Set(station?.itemIds));

  const submit = () => {
    const checked = validateForm(stationBody, {
      ...form.values,
      // Kept in the catalogue's order, so the saved station reads like the menu.
      categoryIds: categories.filter((c) => categoryIds.has(c.id)).map((c) => c.id),
      itemIds: [...itemIds],
    });
    if (!checked.ok) return form.setErrors(checked.errors);
    if (checked.data.backupPrinterId != null && checked.data.backupPrinterId === checked.data.printerId) {
      return form.setErrors({ backupPrinterId: STATION_MESSAGES.backupSame });
    }
    return save.mutateAsync({ id: station?.id ?? null, body: checked.data }).then(onClose);
  };

  const others = stations.filter((s) => s.id !== station?.id);
  const alsoAt = (categoryId: number) => {
    const names = others.filter((s) => s.categoryIds.includes(categoryId)).map((s) => s.name);
    return names.length > 0 ? t.alsoAt(names) : undefined;
  };
  const printerOptions = printers.map((p) => ({ value: String(p.id), label: `${p.name} (${p.host})` }));

  return (
    <FormDialog
      title={station ? t.editTitle : t.addTitle}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      error={save.error}
      size="lg"
    >
      <TextField
        label={t.name}
        placeholder={t.namePlaceholder}
        autoFocus
        maxLength={PRINTER_NAME_MAX}
        {...form.bind('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label={t.printer} placeholder={t.printerPrompt} options={printerOptions} {...form.bind('printerId')} />
        <Select
          label={t.backup}
          placeholder={t.noBackup}
          options={printerOptions.map((o) => ({ ...o, disabled: o.value === form.values.printerId }))}
          {...form.bind('backupPrinterId')}
        />
      </div>
      <ChoiceChips
        legend={t.categories}
        hint={t.categoriesHint}
        choices={categories.map((c) => ({ id: c.id, label: c.title, note: alsoAt(c.id) }))}
        selected={categoryIds}
        onToggle={(id) => setCategoryIds((s) => toggled(s, id))}
        empty={t.noCategories}
      />
      <ItemChoices
        items={items}
        categoryIds={categoryIds}
        selected={itemIds}
        onToggle={(id) => setItemIds((s) => toggled(s, id))}
      />
    </FormDialog>
  );
}
