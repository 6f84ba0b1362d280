import type { OutboxEntry } from './outbox';

/** Entries that block signing out: not yet sent, or refused and waiting for a person. */
export function signOutBlock(entries: readonly OutboxEntry[]): OutboxEntry[] {
  return entries.filter((e) => e.state !== 'sent');
}

/** A JSON file of the given entries (key, route, body, total, times, state), downloaded by the browser. */
export function exportPending(entries: readonly OutboxEntry[], now = new Date()): { name: string; text: string } {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const text = JSON.stringify(
    {
      exportedAt: now.toISOString(),
      entries: entries.map(({ id, key, route, body, total, deviceTime, userId, state, message, attempts }) => ({
        id,
        key,
        route,
        state,
        message: message ?? null,
        attempts,
        deviceTime,
        userId,
        total,
        body,
      })),
    },
    null,
    2,
  );
  return { name: `comandero-pendientes-${stamp}.json`, text };
}

/** Hands the file to the browser's download. */
export function downloadFile({ name, text }: { name: string; text: string }) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
