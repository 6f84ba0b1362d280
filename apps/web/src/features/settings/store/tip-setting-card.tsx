import {
  DEFAULT_TIP_ROUND_TO,
  STORE_SETTINGS_API,
  TIP_ROUND_TO,
  TIP_SETTING_DEFAULTS,
  type TipRoundTo,
  type TipSettingBody,
  tipSettingBody,
  type TipSettingView,
} from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { SettingsFormCard } from './settings-form-card';
import { useFormState, validateForm } from '../../../components/form-state';
import { Select } from '../../../components/select';
import { Switch } from '../../../components/switch';
import { TextField } from '../../../components/text-field';
import { settingsText } from '../../../i18n/settings';
import { apiCall } from '../../../lib/api-call';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useSettingsMutation } from '../shared/use-settings-mutation';

const t = settingsText.tip;
const TIP_SETTING_QUERY_KEY = ['settings', 'tip-setting'] as const;
const SERVICES = ['dinein', 'takeaway', 'delivery'] as const;

/** Ley 1935 de 2018: the suggested voluntary tip and where the cashier asks for it; mounted once loaded. */
export function TipSettingCard() {
  const query = useQuery({
    queryKey: TIP_SETTING_QUERY_KEY,
    queryFn: () => apiCall(STORE_SETTINGS_API.getTip),
  });
  if (query.isPending) return null;
  return <TipSettingForm initial={query.data ?? TIP_SETTING_DEFAULTS} />;
}

function TipSettingForm({ initial }: { initial: TipSettingView }) {
  // The splits' suggestion and askTip come from this setting, so they are refetched too.
  const save = useSettingsMutation(
    (body: TipSettingBody) => apiCall(STORE_SETTINGS_API.saveTip, { body }),
    [TIP_SETTING_QUERY_KEY, ['orders', 'bills']],
  );
  const form = useFormState({ percent: String(initial.percent).replace('.', ',') });
  const [ask, setAsk] = useState(initial.ask);
  const [roundTo, setRoundTo] = useState<TipRoundTo>(initial.roundTo ?? DEFAULT_TIP_ROUND_TO);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(tipSettingBody, {
      percent: form.values.percent.trim().replace(',', '.'),
      ask,
      roundTo,
    });
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    }
    save.mutate(checked.data);
  };

  return (
    <SettingsFormCard title={t.title} subtitle={t.subtitle} saving={save.isPending} onSubmit={submit}>
      <TextField label={t.percent} inputMode="decimal" {...form.bind('percent')} />
      <Select
        label={t.roundTo}
        value={String(roundTo)}
        onChange={(e) => setRoundTo(Number(e.target.value) as TipRoundTo)}
        options={TIP_ROUND_TO.map((r) => ({ value: String(r), label: t.roundOptions[r] }))}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-stone-700">{t.askLegend}</legend>
        {SERVICES.map((service) => (
          <Switch
            key={service}
            label={t.services[service]}
            checked={ask[service]}
            onCheckedChange={(on) => setAsk((a) => ({ ...a, [service]: on }))}
          />
        ))}
      </fieldset>
    </SettingsFormCard>
  );
}
