import {
  DEFAULT_PRINTER_PORT,
  PRINTER_CODE_PAGES,
  PRINTER_COLUMNS,
  PRINTER_NAME_MAX,
  PRINTER_PAPER_WIDTHS,
  printerBody,
  type Printer,
} from '@comandero/contracts';
import { useState } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { useFormState, validateForm } from '../../components/form-state';
import { Select } from '../../components/select';
import { Switch } from '../../components/switch';
import { TextField } from '../../components/text-field';
import { printersText } from '../../i18n/printers';
import { useSavePrinter } from './printers-api';

const t = printersText.printers;

const PAPER_OPTIONS = PRINTER_PAPER_WIDTHS.map((mm) => ({
  value: String(mm),
  label: t.paperWidthOption(mm, PRINTER_COLUMNS[mm]),
}));
const CODE_PAGE_OPTIONS = PRINTER_CODE_PAGES.map((page) => ({ value: page, label: t.codePages[page] ?? page }));

export type PrinterDialogProps = { printer: Printer | null; onClose: () => void };

/**
 * Adds or edits a network printer. The form is checked with the server's own schema first, so its
 * Spanish messages show before anything is sent; a refused save keeps everything typed.
 */
export function PrinterDialog({ printer, onClose }: PrinterDialogProps) {
  const save = useSavePrinter();
  const form = useFormState({
    name: printer?.name ?? '',
    host: printer?.host ?? '',
    port: String(printer?.port ?? DEFAULT_PRINTER_PORT),
    paperWidth: String(printer?.paperWidth ?? PRINTER_PAPER_WIDTHS[0]),
    codePage: printer?.codePage ?? PRINTER_CODE_PAGES[0],
  });
  const [cashDrawer, setCashDrawer] = useState(printer?.hasCashDrawer ?? false);

  const submit = () => {
    const checked = validateForm(printerBody, { ...form.values, hasCashDrawer: cashDrawer ? 1 : 0 });
    if (!checked.ok) return form.setErrors(checked.errors);
    return save.mutateAsync({ id: printer?.id ?? null, body: checked.data }).then(onClose);
  };

  return (
    <FormDialog
      title={printer ? t.editTitle : t.addTitle}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      error={save.error}
    >
      <TextField
        label={t.name}
        placeholder={t.namePlaceholder}
        autoFocus
        maxLength={PRINTER_NAME_MAX}
        {...form.bind('name')}
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <TextField
          label={t.host}
          placeholder={t.hostPlaceholder}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          inputMode="url"
          maxLength={253}
          {...form.bind('host')}
        />
        <TextField
          label={t.port}
          hint={t.portHint}
          type="number"
          inputMode="numeric"
          min={1}
          max={65535}
          {...form.bind('port')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label={t.paperWidth} options={PAPER_OPTIONS} {...form.bind('paperWidth')} />
        <Select label={t.codePage} hint={t.codePageHint} options={CODE_PAGE_OPTIONS} {...form.bind('codePage')} />
      </div>
      <Switch label={t.hasCashDrawer} checked={cashDrawer} onCheckedChange={setCashDrawer} />
    </FormDialog>
  );
}
