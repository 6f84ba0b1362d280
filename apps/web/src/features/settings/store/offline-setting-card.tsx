import {
  formatAmount,
  offlineSettingForm,
  STORE_SETTINGS_API,
  toMinor,
  type OfflineSetting,
  type OfflineSettingBody,
} from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { SettingsFormCard } from './settings-form-card';
import { useFormState, validateForm } from '../../../components/form-state';
import { Switch } from '../../../components/switch';
import { TextField } from '../../../components/text-field';
import { settingsText } from '../../../i18n/settings';
import { apiCall } from '../../../lib/api-call';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useSettingsMutation } from '../shared/use-settings-mutation';

const t = settingsText.offline;
const OFFLINE_SETTING_QUERY_KEY = ['settings', 'offline-setting'] as const;

/** Issue 22: "Ventas sin conexión": offline cash payments, the queue's limit and the manager PIN. */
export function OfflineSettingCard() {
  const query = useQuery({
    queryKey: OFFLINE_SETTING_QUERY_KEY,
    queryFn: () => apiCall(STORE_SETTINGS_API.getOffline),
  });
  if (!query.data) return null;
  // Remounted after each save, so the form starts from what the server now holds (PIN field empty).
  return <OfflineSettingForm key={JSON.stringify(query.data)} initial={query.data} />;
}

function OfflineSettingForm({ initial }: { initial: OfflineSetting }) {
  // The POS reads these through /pos/init, which useSettingsMutation marks stale.
  const save = useSettingsMutation(
    (body: OfflineSettingBody) => apiCall(STORE_SETTINGS_API.saveOffline, { body }),
    [OFFLINE_SETTING_QUERY_KEY],
  );
  const form = useFormState({
    queueLimit: initial.queueLimit === null ? '' : formatAmount(toMinor(initial.queueLimit)),
    managerPin: '',
  });
  const [paymentsAllowed, setPaymentsAllowed] = useState(initial.paymentsAllowed);
  const [removePin, setRemovePin] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(offlineSettingForm, { paymentsAllowed, ...form.values });
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    }
    const { managerPin } = checked.data;
    save.mutate({
      paymentsAllowed,
      queueLimit: checked.data.queueLimit,
      // A typed PIN sets it; otherwise the removal choice, or nothing sent keeps the current one.
      ...(managerPin ? { managerPin } : removePin ? { managerPin: null } : {}),
    });
  };

  return (
    <SettingsFormCard title={t.title} subtitle={t.subtitle} saving={save.isPending} onSubmit={submit}>
      <div className="@2xl:col-span-2">
        <Switch label={t.paymentsAllowed} checked={paymentsAllowed} onCheckedChange={setPaymentsAllowed} />
      </div>
      <TextField label={t.queueLimit} inputMode="decimal" hint={t.queueLimitHint} {...form.bind('queueLimit')} />
      <div className="flex flex-col gap-2">
        <TextField
          label={initial.managerPinSet ? t.changePin : t.newPin}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={8}
          hint={t.pinHint}
          disabled={removePin}
          {...form.bind('managerPin')}
        />
        <p className="text-sm text-stone-600" data-testid="manager-pin-status">
          {initial.managerPinSet ? t.pinStatusSet : t.pinStatusNone}
        </p>
        {initial.managerPinSet && <Switch label={t.removePin} checked={removePin} onCheckedChange={setRemovePin} />}
      </div>
    </SettingsFormCard>
  );
}
