import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { api, type QueryValue } from '../lib/api-client';
import { ApiError } from '../lib/api-error';
import { toastError } from '../lib/toast';
import { Button } from './button';

const API_BASE = '/api/v1';

function urlOf(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== null && v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

function fileNameOf(res: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? fallback;
}

async function messageOf(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === 'string' ? body.message : '';
  return new ApiError(res.status, message || `HTTP ${res.status}`, Boolean(message));
}

/**
 * Fetches a file of the API and hands it to the browser as a download. Not a plain link: the
 * access cookie lives 15 minutes, so an expired one is renewed once like any other request. The
 * body is read as bytes so the byte order mark that spreadsheets need survives.
 */
export async function downloadFile(path: string, query: Record<string, QueryValue>, fallbackName: string) {
  const get = () => fetch(urlOf(path, query), { credentials: 'include', headers: { Accept: 'text/csv' } });
  let res = await get();
  if ((res.status === 401 || res.status === 403) && (await api.refreshSession())) res = await get();
  if (!res.ok) throw await messageOf(res);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(res, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type CsvDownloadButtonProps = {
  path: string;
  query: Record<string, QueryValue>;
  fileName: string;
  label?: string;
  disabled?: boolean;
};

/** "Exportar CSV" for the range on screen; a failure shows the server's message as a toast. */
export function CsvDownloadButton({ path, query, fileName, label = 'Exportar CSV', disabled }: CsvDownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadFile(path, query, fileName);
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      icon={<IconDownload size={18} aria-hidden />}
      loading={busy}
      disabled={disabled}
      onClick={() => void run()}
    >
      {label}
    </Button>
  );
}
