import { PAGE_FORMATS, printSettingBody, type PrintSetting } from '@comandero/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Select } from '../../../components/select';
import { Switch } from '../../../components/switch';
import { TextArea } from '../../../components/text-area';
import { settingsText } from '../../../i18n/settings';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useFormState, validateForm } from '../../../components/form-state';
import { RecordPage } from '../shared/record-page';
import { ReceiptPreview } from './receipt-preview';
import { useEinvoiceRanges, useEinvoiceSetting } from '../einvoice/einvoice-api';
import { usePrintSetting, useSavePrintSetting, useStoreSetting } from './store-api';

const t = settingsText.print;
const FORMAT_OPTIONS = PAGE_FORMATS.map((mm) => ({ value: String(mm), label: t.pageFormatOption(mm) }));

type FlagName = 'isEnablePrint' | 'showStoreDetails' | 'showCustomerDetails' | 'showNotes' | 'printToken';
const FLAGS: FlagName[] = ['isEnablePrint', 'showStoreDetails', 'showCustomerDetails', 'showNotes', 'printToken'];

export function PrintSettingsPage() {
  return (
    <RecordPage title={t.title} description={t.subtitle} query={usePrintSetting()}>
      {(initial) => <PrintSettingsForm initial={initial} />}
    </RecordPage>
  );
}

function PrintSettingsForm({ initial }: { initial: PrintSetting }) {
  const save = useSavePrintSetting();
  const storeName = useStoreSetting().data?.storeName;
  const form = useFormState({
    pageFormat: String(initial.pageFormat),
    header: initial.header ?? '',
    footer: initial.footer ?? '',
  });
  const [flags, setFlags] = useState<Record<FlagName, boolean>>(() => {
    const entries = FLAGS.map((f) => [f, initial[f] === 1] as const);
    return Object.fromEntries(entries) as Record<FlagName, boolean>;
  });

  const einvoiceSetting = useEinvoiceSetting().data;
  const activeRange = useEinvoiceRanges().data?.find((r) => r.active);
  const einvoicePreview =
    einvoiceSetting?.enabled && activeRange
      ? {
          issuerName: einvoiceSetting.legalName,
          nit: `${einvoiceSetting.nit}-${einvoiceSetting.dv}`,
          prefix: activeRange.prefix,
        }
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const flagValues = Object.fromEntries(FLAGS.map((f) => [f, flags[f] ? 1 : 0]));
    const checked = validateForm(printSettingBody, { ...form.values, ...flagValues });
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    }
    save.mutate(checked.data);
  };

  return (
    <div className="grid items-start gap-6 @2xl:grid-cols-[minmax(0,1fr)_280px]">
      <Card>
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <Select
            label={t.pageFormat}
            options={FORMAT_OPTIONS}
            containerClassName="max-w-60"
            {...form.bind('pageFormat')}
          />
          <TextArea label={t.header} maxLength={500} rows={2} {...form.bind('header')} />
          <TextArea label={t.footer} maxLength={500} rows={2} {...form.bind('footer')} />
          <fieldset className="flex flex-col gap-1 rounded-xl border border-stone-200 px-4 py-3">
            <legend className="px-1 text-sm font-medium text-stone-700">{t.flags}</legend>
            {FLAGS.map((f) => (
              <Switch
                key={f}
                label={t[f]}
                checked={flags[f]}
                onCheckedChange={(checked) => setFlags((prev) => ({ ...prev, [f]: checked }))}
              />
            ))}
          </fieldset>
          <div className="flex justify-end border-t border-stone-100 pt-5">
            <Button type="submit" loading={save.isPending}>
              {settingsText.save}
            </Button>
          </div>
        </form>
      </Card>
      <ReceiptPreview
        pageFormat={Number(form.values.pageFormat)}
        storeName={storeName}
        header={form.values.header}
        footer={form.values.footer}
        flags={flags}
        einvoice={einvoicePreview}
      />
    </div>
  );
}
