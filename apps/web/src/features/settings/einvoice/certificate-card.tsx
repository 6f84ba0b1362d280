import { EINVOICE_API, type EinvoiceCertificate } from '@comandero/contracts';
import { useState, type FormEvent } from 'react';
import { Badge } from '../../../components/badge';
import { TextField } from '../../../components/text-field';
import { apiCall } from '../../../lib/api-call';
import { useSettingsMutation } from '../shared/use-settings-mutation';
import { SettingsFormCard } from '../store/settings-form-card';
import { EINVOICE_SETTING_KEY } from './einvoice-api';
import { einvoiceText } from './einvoice-text';

const t = einvoiceText.certificate;

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function CertificateStatus({ certificate }: { certificate: EinvoiceCertificate | null }) {
  if (!certificate) return <p className="text-sm text-stone-600">{t.none}</p>;
  const tone = certificate.expired ? 'danger' : certificate.expiresSoon ? 'warning' : 'success';
  const label = certificate.expired
    ? t.expired
    : certificate.expiresSoon
      ? t.expiresSoon(Math.max(0, certificate.daysLeft))
      : t.valid;
  return (
    <dl className="grid gap-1 text-sm text-stone-700" data-testid="einvoice-certificate">
      <div>
        <dt className="inline font-medium">{t.holder}: </dt>
        <dd className="inline">{certificate.holder}</dd>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <dt className="inline font-medium">{t.expires}: </dt>
        <dd className="inline">{new Date(certificate.notAfter).toLocaleDateString('es-CO')}</dd>
        <Badge tone={tone}>{label}</Badge>
      </div>
    </dl>
  );
}

/** The signing .p12: who holds it and until when; a new one replaces it. */
export function CertificateCard({ certificate }: { certificate: EinvoiceCertificate | null }) {
  const upload = useSettingsMutation(
    (body: { p12Base64: string; password: string }) => apiCall(EINVOICE_API.saveCertificate, { body }),
    [EINVOICE_SETTING_KEY],
  );
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(t.chooseFile);
    upload.mutate({ p12Base64: await base64Of(file), password });
  };

  return (
    <SettingsFormCard title={t.title} subtitle={t.subtitle} saving={upload.isPending} onSubmit={submit}>
      <div className="@2xl:col-span-2">
        <CertificateStatus certificate={certificate} />
      </div>
      <TextField
        label={t.file}
        type="file"
        accept=".p12,.pfx,application/x-pkcs12"
        error={error}
        className="min-h-11"
        onChange={(e) => {
          setError(undefined);
          setFile(e.target.files?.[0] ?? null);
        }}
      />
      <TextField
        label={t.password}
        type="password"
        autoComplete="off"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
    </SettingsFormCard>
  );
}
