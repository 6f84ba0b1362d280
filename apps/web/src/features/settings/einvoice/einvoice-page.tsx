import { EINVOICE_API, type EinvoiceSetting, type EinvoiceSettingBody } from '@comandero/contracts';
import { useState, type FormEvent } from 'react';
import { useFormState } from '../../../components/form-state';
import { Select } from '../../../components/select';
import { Switch } from '../../../components/switch';
import { TextField } from '../../../components/text-field';
import { apiCall } from '../../../lib/api-call';
import { RecordPage } from '../shared/record-page';
import { useSettingsMutation } from '../shared/use-settings-mutation';
import { SettingsFormCard } from '../store/settings-form-card';
import { CertificateCard } from './certificate-card';
import { EINVOICE_SETTING_KEY, useEinvoiceSetting } from './einvoice-api';
import { einvoiceText } from './einvoice-text';
import { RangesCard } from './ranges-card';

const t = einvoiceText.issuer;
const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Issue 23: Configuraciones › Facturación electrónica. */
export function EinvoicePage() {
  return (
    <RecordPage title={einvoiceText.title} description={einvoiceText.subtitle} query={useEinvoiceSetting()}>
      {(initial) => (
        <div className="flex flex-col gap-6">
          <IssuerForm key={JSON.stringify(initial)} initial={initial} />
          <CertificateCard certificate={initial.certificate} />
          <RangesCard />
        </div>
      )}
    </RecordPage>
  );
}

function IssuerForm({ initial }: { initial: EinvoiceSetting }) {
  const save = useSettingsMutation(
    (body: EinvoiceSettingBody) => apiCall(EINVOICE_API.saveSetting, { body }),
    [EINVOICE_SETTING_KEY],
  );
  const form = useFormState({
    nit: initial.nit,
    dv: initial.dv,
    legalName: initial.legalName,
    tradeName: initial.tradeName ?? '',
    taxResponsibilities: initial.taxResponsibilities.join(', '),
    municipalityCode: initial.address.municipalityCode,
    cityName: initial.address.cityName,
    departmentCode: initial.address.departmentCode,
    departmentName: initial.address.departmentName,
    line: initial.address.line,
    email: initial.email ?? '',
    softwareId: initial.softwareId,
    softwarePin: '',
    testSetId: initial.testSetId ?? '',
  });
  const [enabled, setEnabled] = useState(initial.enabled);
  const [environment, setEnvironment] = useState(initial.environment);
  const [personType, setPersonType] = useState(initial.personType);
  const [taxScheme, setTaxScheme] = useState(initial.taxScheme);

  // The server checks every field (the NIT with its DV) and answers what is wrong in Spanish.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const v = form.values;
    const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
    save.mutate({
      enabled,
      environment,
      nit: v.nit.trim(),
      dv: v.dv.trim(),
      legalName: v.legalName,
      tradeName: orNull(v.tradeName),
      personType,
      taxResponsibilities: v.taxResponsibilities
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      taxScheme,
      address: {
        municipalityCode: v.municipalityCode.trim(),
        cityName: v.cityName,
        departmentCode: v.departmentCode.trim(),
        departmentName: v.departmentName,
        line: v.line,
      },
      email: orNull(v.email),
      softwareId: v.softwareId,
      testSetId: orNull(v.testSetId),
      ...(v.softwarePin.trim() ? { softwarePin: v.softwarePin.trim() } : {}),
    });
  };

  return (
    <SettingsFormCard title={t.title} subtitle={t.subtitle} saving={save.isPending} onSubmit={submit} stickyFooter>
      <div className="@2xl:col-span-2">
        <Switch label={t.enabled} checked={enabled} onCheckedChange={setEnabled} />
      </div>
      <Select
        label={t.environment}
        options={options(t.environments)}
        value={environment}
        onChange={(e) => setEnvironment(e.target.value as EinvoiceSetting['environment'])}
      />
      <div className="grid grid-cols-[1fr_5rem] gap-3">
        <TextField label={t.nit} inputMode="numeric" {...form.bind('nit')} />
        <TextField label={t.dv} inputMode="numeric" maxLength={1} {...form.bind('dv')} />
      </div>
      <TextField label={t.legalName} {...form.bind('legalName')} />
      <TextField label={t.tradeName} {...form.bind('tradeName')} />
      <Select
        label={t.personType}
        options={options(t.personTypes)}
        value={personType}
        onChange={(e) => setPersonType(e.target.value as EinvoiceSetting['personType'])}
      />
      <Select
        label={t.taxScheme}
        options={options(t.taxSchemes)}
        value={taxScheme}
        onChange={(e) => setTaxScheme(e.target.value as EinvoiceSetting['taxScheme'])}
      />
      <TextField label={t.taxResponsibilities} hint={t.taxResponsibilitiesHint} {...form.bind('taxResponsibilities')} />
      <TextField label={t.email} type="email" {...form.bind('email')} />
      <TextField label={t.addressLine} {...form.bind('line')} />
      <TextField label={t.municipalityCode} inputMode="numeric" maxLength={5} {...form.bind('municipalityCode')} />
      <TextField label={t.cityName} {...form.bind('cityName')} />
      <TextField label={t.departmentCode} inputMode="numeric" maxLength={2} {...form.bind('departmentCode')} />
      <TextField label={t.departmentName} {...form.bind('departmentName')} />
      <TextField label={t.softwareId} {...form.bind('softwareId')} />
      <TextField
        label={t.softwarePin}
        type="password"
        autoComplete="new-password"
        hint={initial.softwarePinSet ? t.softwarePinSet : t.softwarePinNone}
        {...form.bind('softwarePin')}
      />
      <TextField label={t.testSetId} {...form.bind('testSetId')} />
    </SettingsFormCard>
  );
}
