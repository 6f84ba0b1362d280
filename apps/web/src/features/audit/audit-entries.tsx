import { AUDIT_ACTION_LABELS, type AuditAction, type AuditEntry } from '@comandero/contracts';
import { Badge, type BadgeTone } from '../../components/badge';
import { formatDateTime } from '../../lib/format';
import { AuditChange } from './audit-change';
import { ENTITY_LABELS, auditText as T } from './audit-text';

/** Money leaving or things undone read as warnings; the rest as plain changes. */
function toneOf(action: AuditAction): BadgeTone {
  if (action === 'auth.signin_locked' || action === 'user.delete' || action === 'payment_type.delete') return 'danger';
  if (action.startsWith('order.') || action === 'cash.out' || action.startsWith('bill.')) return 'warning';
  return 'neutral';
}

function entityOf(e: AuditEntry): string | null {
  if (e.entity_id === null) return null;
  const label = ENTITY_LABELS[e.entity_type];
  return label ? label(e.entity_id) : `${e.entity_type} ${e.entity_id}`;
}

function Who({ entry }: { entry: AuditEntry }) {
  const where = [entry.terminal_id ? T.terminal(entry.terminal_id) : null, entry.ip].filter(Boolean).join(' · ');
  return (
    <div className="flex min-w-0 flex-col">
      <span className="font-semibold break-words text-stone-900">
        {entry.username ?? T.unknownUser}
        {entry.user_id === null && entry.username ? ` (${T.unknownUser.toLowerCase()})` : ''}
      </span>
      {entry.device_name ? <span className="text-sm break-words text-stone-600">{entry.device_name}</span> : null}
      {where ? <span className="text-sm break-words text-stone-500">{where}</span> : null}
    </div>
  );
}

/**
 * The entries as one list whose rows become three columns from tablet width up: when and who, what
 * was done to which thing, and what changed. On a phone the same row stacks, so nothing scrolls
 * sideways.
 */
export function AuditEntries({ entries }: { entries: AuditEntry[] }) {
  return (
    <div>
      <div
        aria-hidden
        className="hidden border-b border-stone-200 bg-stone-50/80 px-5 py-3 text-sm font-semibold text-stone-600 md:grid md:grid-cols-[minmax(0,15rem)_minmax(0,13rem)_minmax(0,1fr)] md:gap-5"
      >
        <span>
          {T.columns.when} · {T.columns.who}
        </span>
        <span>{T.columns.action}</span>
        <span>{T.columns.detail}</span>
      </div>
      <ul aria-label={T.caption} className="divide-y divide-stone-100">
        {entries.map((e) => (
          <li
            key={e.id}
            data-testid="audit-entry"
            className="flex flex-col gap-2 px-4 py-4 sm:px-5 md:grid md:grid-cols-[minmax(0,15rem)_minmax(0,13rem)_minmax(0,1fr)] md:gap-5"
          >
            <div className="flex flex-col gap-1">
              <time dateTime={e.at} className="text-sm font-medium text-stone-700 tabular-nums">
                {formatDateTime(e.at)}
              </time>
              <Who entry={e} />
            </div>
            <div className="flex flex-col items-start gap-1">
              <Badge tone={toneOf(e.action)}>{AUDIT_ACTION_LABELS[e.action] ?? e.action}</Badge>
              {entityOf(e) ? <span className="text-sm text-stone-600">{entityOf(e)}</span> : null}
            </div>
            <div className="flex min-w-0 flex-col gap-1.5">
              <AuditChange entry={e} />
              {e.reason ? (
                <p className="text-sm text-stone-700">
                  <span className="font-medium">{T.reason}:</span> {e.reason}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
