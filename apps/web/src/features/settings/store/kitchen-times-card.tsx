import {
  type KitchenSetting,
  type KitchenSettingBody,
  kitchenSettingBody,
  STORE_SETTINGS_API,
} from '@comandero/contracts';
import type { FormEvent } from 'react';
import { TextField } from '../../../components/text-field';
import { settingsText } from '../../../i18n/settings';
import { apiCall } from '../../../lib/api-call';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { KITCHEN_SETTING_QUERY_KEY, useKitchenSetting } from '../../../lib/kitchen-setting';
import { SettingsFormCard } from './settings-form-card';
import { useFormState, validateForm } from '../../../components/form-state';
import { useSettingsMutation } from '../shared/use-settings-mutation';

const t = settingsText.kitchen;

/** Minutes after which a kitchen ticket turns amber and red; mounted once the saved values load. */
export function KitchenTimesCard() {
  const query = useKitchenSetting();
  if (query.isPending) return null;
  return <KitchenTimesForm initial={query.setting} />;
}

function KitchenTimesForm({ initial }: { initial: KitchenSetting }) {
  const save = useSettingsMutation(
    (body: KitchenSettingBody) => apiCall(STORE_SETTINGS_API.saveKitchen, { body }),
    [KITCHEN_SETTING_QUERY_KEY],
  );
  const form = useFormState({ warnMinutes: String(initial.warnMinutes), lateMinutes: String(initial.lateMinutes) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(kitchenSettingBody, form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    }
    save.mutate(checked.data);
  };

  return (
    <SettingsFormCard title={t.title} subtitle={t.subtitle} saving={save.isPending} onSubmit={submit}>
      <TextField label={t.warnMinutes} inputMode="numeric" {...form.bind('warnMinutes')} />
      <TextField label={t.lateMinutes} inputMode="numeric" {...form.bind('lateMinutes')} />
    </SettingsFormCard>
  );
}
