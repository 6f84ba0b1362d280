import { EINVOICE_API, type EinvoiceRange, type EinvoiceRangeBody } from '@comandero/contracts';
import { useState, type FormEvent } from 'react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { useFormState } from '../../../components/form-state';
import { Switch } from '../../../components/switch';
import { TextField } from '../../../components/text-field';
import { apiCall } from '../../../lib/api-call';
import { useSettingsMutation } from '../shared/use-settings-mutation';
import { SettingsFormCard } from '../store/settings-form-card';
import { EINVOICE_RANGES_KEY, useEinvoiceRanges } from './einvoice-api';
import { einvoiceText } from './einvoice-text';

const t = einvoiceText.ranges;

const bodyOf = (r: EinvoiceRange, active: boolean): EinvoiceRangeBody => ({
  resolutionNumber: r.resolutionNumber,
  resolutionDate: r.resolutionDate,
  prefix: r.prefix,
  from: r.from,
  to: r.to,
  validFrom: r.validFrom,
  validTo: r.validTo,
  active,
});

function RangeRow({ range, onActivate }: { range: EinvoiceRange; onActivate: () => void }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="flex flex-col gap-1 text-sm text-stone-700">
        <p className="font-medium text-stone-900">{t.range(range.prefix, range.from, range.to)}</p>
        <p>{t.resolution(range.resolutionNumber, range.resolutionDate)}</p>
        <p>{t.validity(range.validFrom, range.validTo)}</p>
        <p>{t.last(range.lastNumber)}</p>
        {range.warnings.map((w) => (
          <p key={w.kind} role="status" className="text-amber-800">
            {w.message}
          </p>
        ))}
      </div>
      {range.active ? (
        <Badge tone="success">{t.active}</Badge>
      ) : (
        <Button variant="secondary" onClick={onActivate}>
          {t.activate}
        </Button>
      )}
    </li>
  );
}

/** The DIAN's numbering resolutions: the list with its warnings, activation, and a new one. */
export function RangesCard() {
  const ranges = useEinvoiceRanges();
  const update = useSettingsMutation(
    (r: EinvoiceRange) => apiCall(EINVOICE_API.updateRange, { params: { id: r.id }, body: bodyOf(r, true) }),
    [EINVOICE_RANGES_KEY],
  );
  const add = useSettingsMutation(
    (body: EinvoiceRangeBody) => apiCall(EINVOICE_API.addRange, { body }),
    [EINVOICE_RANGES_KEY],
  );
  const form = useFormState({
    resolutionNumber: '',
    resolutionDate: '',
    prefix: '',
    from: '',
    to: '',
    validFrom: '',
    validTo: '',
  });
  const [active, setActive] = useState(true);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const v = form.values;
    add.mutate({ ...v, prefix: v.prefix.trim(), from: Number(v.from), to: Number(v.to), active });
  };

  return (
    <>
      <Card title={t.title} description={t.subtitle}>
        {ranges.data && ranges.data.length > 0 ? (
          <ul className="divide-y divide-stone-100">
            {ranges.data.map((r) => (
              <RangeRow key={r.id} range={r} onActivate={() => update.mutate(r)} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-stone-600">{t.empty}</p>
        )}
      </Card>
      <SettingsFormCard title={t.addTitle} subtitle={t.addSubtitle} saving={add.isPending} onSubmit={submit}>
        <TextField label={t.resolutionNumber} inputMode="numeric" {...form.bind('resolutionNumber')} />
        <TextField label={t.resolutionDate} type="date" {...form.bind('resolutionDate')} />
        <TextField label={t.prefix} maxLength={4} {...form.bind('prefix')} />
        <div className="grid grid-cols-2 gap-3">
          <TextField label={t.from} inputMode="numeric" {...form.bind('from')} />
          <TextField label={t.to} inputMode="numeric" {...form.bind('to')} />
        </div>
        <TextField label={t.validFrom} type="date" {...form.bind('validFrom')} />
        <TextField label={t.validTo} type="date" {...form.bind('validTo')} />
        <div className="@2xl:col-span-2">
          <Switch label={t.activeNew} checked={active} onCheckedChange={setActive} />
        </div>
      </SettingsFormCard>
    </>
  );
}
