import { CURRENCIES, storeSettingBody, type StoreSetting } from '@comandero/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Select } from '../../../components/select';
import { TextField } from '../../../components/text-field';
import { settingsText } from '../../../i18n/settings';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useFormState, validateForm } from '../../../components/form-state';
import { RecordPage } from '../shared/record-page';
import { KitchenTimesCard } from './kitchen-times-card';
import { OfflineSettingCard } from './offline-setting-card';
import { TipSettingCard } from './tip-setting-card';
import { StoreImageField } from './store-image-field';
import { useSaveStoreSetting, useStoreSetting } from './store-api';

const t = settingsText.store;
const CURRENCY_OPTIONS = CURRENCIES.map((c) => ({ value: c.code, label: `${c.name} (${c.symbol})` }));

export function StoreDetailsPage() {
  return (
    <RecordPage title={t.title} description={t.subtitle} query={useStoreSetting()}>
      {(initial) => (
        <div className="flex flex-col gap-6">
          <StoreDetailsForm initial={initial} />
          <KitchenTimesCard />
          <TipSettingCard />
          <OfflineSettingCard />
        </div>
      )}
    </RecordPage>
  );
}

function StoreDetailsForm({ initial }: { initial: StoreSetting }) {
  const save = useSaveStoreSetting();
  const [image, setImage] = useState(initial.image);
  // An upload is saved by the server at once; only a removal waits for Guardar. The image is sent
  // only then, so a form opened before another tab changed the logo never brings the old one back.
  const [removed, setRemoved] = useState(false);
  const changeImage = (next: string | null) => {
    setImage(next);
    setRemoved(next === null);
  };
  const form = useFormState({
    storeName: initial.storeName,
    address: initial.address ?? '',
    phone: initial.phone ?? '',
    email: initial.email ?? '',
    currency: initial.currency,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(storeSettingBody, { ...form.values, ...(removed ? { image: null } : {}) });
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    }
    save.mutate(checked.data);
  };

  return (
    <Card>
      <form noValidate onSubmit={submit} aria-label={t.title} className="flex flex-col gap-5">
        <StoreImageField image={image} onChange={changeImage} />
        <div className="grid gap-4 @2xl:grid-cols-2">
          <TextField label={t.storeName} maxLength={100} autoComplete="organization" {...form.bind('storeName')} />
          <Select label={t.currency} options={CURRENCY_OPTIONS} {...form.bind('currency')} />
          <TextField label={t.address} maxLength={200} containerClassName="@2xl:col-span-2" {...form.bind('address')} />
          <TextField label={t.phone} type="tel" maxLength={30} {...form.bind('phone')} />
          <TextField label={t.email} type="email" maxLength={100} {...form.bind('email')} />
        </div>
        <div className="flex justify-end border-t border-stone-100 pt-5">
          <Button type="submit" loading={save.isPending}>
            {settingsText.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
