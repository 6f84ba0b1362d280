import type { AuditEntry } from '@comandero/contracts';
import { IconArrowRight } from '@tabler/icons-react';
import { cn } from '../../lib/cn';
import { changeLines } from './audit-change-lines';
import { auditText as T } from './audit-text';

/** Before → after of one entry, compact: unchanged fields as context, changed ones with an arrow. */
export function AuditChange({ entry, className }: { entry: AuditEntry; className?: string }) {
  const lines = changeLines(entry);
  if (lines.length === 0) return <p className={cn('text-sm text-stone-500', className)}>{T.noValues}</p>;
  return (
    <dl className={cn('flex flex-col gap-0.5 text-sm', className)}>
      {lines.map((l) => (
        <div key={l.key} className="flex flex-wrap items-baseline gap-x-1.5">
          <dt className={cn(l.kind === 'same' ? 'text-stone-500' : 'font-medium text-stone-700')}>{l.label}:</dt>
          <dd className="flex flex-wrap items-baseline gap-x-1.5 break-words">
            {l.kind === 'same' ? <span className="text-stone-600">{l.after}</span> : null}
            {l.kind === 'added' ? <span className="font-semibold text-emerald-800">{l.after}</span> : null}
            {l.kind === 'removed' ? <span className="text-stone-600 line-through">{l.before}</span> : null}
            {l.kind === 'changed' ? (
              <>
                <span className="text-stone-600 line-through">{l.before}</span>
                <IconArrowRight size={14} aria-label="cambió a" className="self-center text-stone-500" />
                <span className="font-semibold text-stone-900">{l.after}</span>
              </>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
