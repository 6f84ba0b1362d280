import type { DianMessage } from '@comandero/contracts';
import type { Db } from '../../../db/database.js';
import type { DialectName } from '../../../db/dialect.js';
import type { DocumentKind } from './dian-files.js';

/** The statuses the worker still has work on: never sent, sent and awaiting the verdict, kept in contingency. */
export const OPEN_STATUSES = ['pendiente', 'enviado', 'contingencia'] as const;

export type ClaimedDocument = {
  id: number;
  number: number;
  cude: string;
  xml: string;
  environment: string;
  status: string;
  trackId: string | null;
  attempts: number;
  issuedAt: string;
  kind: DocumentKind;
};

/** What the worker stores after one try; every write is guarded by its lease. */
export type DocumentUpdate = {
  status?: 'pendiente' | 'enviado' | 'aceptado' | 'rechazado' | 'contingencia';
  attempts?: number;
  nextAttemptAt?: string | null;
  trackId?: string | null;
  dianStatusCode?: string | null;
  dianMessages?: DianMessage[] | null;
  applicationResponse?: string | null;
  contingencyType?: string | null;
  lastError?: string | null;
  sentAt?: string | null;
  acceptedAt?: string | null;
  releaseLease?: boolean;
};

/**
 * The transmission worker's queries. A claim takes one due document and writes this instance's
 * lease on it in one transaction: on PostgreSQL the row is read FOR UPDATE SKIP LOCKED, so two
 * instances never take the same document (nor wait on each other); SQLite has a single writer.
 */
export function transmissionRepository(db: Db, dialect: DialectName) {
  const pg = dialect === 'postgres';
  return {
    /** Whether any document is still to send or to ask about: the idle worker's one probe. */
    async anythingOpen(): Promise<boolean> {
      const row = await db
        .selectFrom('einvoice_documents')
        .select('id')
        .where('status', 'in', OPEN_STATUSES)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** One document due by `dueBy`, not leased at `nowIso`, leased to `instance` until `leaseUntilIso`. */
    async claim(
      instance: string,
      dueBy: string,
      nowIso: string,
      leaseUntilIso: string,
    ): Promise<ClaimedDocument | null> {
      return db.transaction().execute(async (tx) => {
        const due = await tx
          .selectFrom('einvoice_documents')
          .select('id')
          .where('status', 'in', OPEN_STATUSES)
          // A DE-POS is sent once signed (depos-signing-worker.ts); the signature wakes this worker.
          .where('signed_at', 'is not', null)
          .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', dueBy)]))
          .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', nowIso)]))
          .orderBy('id')
          .limit(1)
          .$if(pg, (q) => q.forUpdate().skipLocked())
          .executeTakeFirst();
        if (!due) return null;
        const row = await tx
          .updateTable('einvoice_documents')
          .set({ lease_owner: instance, lease_until: leaseUntilIso })
          .where('id', '=', due.id)
          .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', nowIso)]))
          .returning([
            'id',
            'number',
            'cude',
            'xml',
            'environment',
            'status',
            'track_id',
            'attempts',
            'issued_at',
            'kind',
          ])
          .executeTakeFirst();
        if (!row) return null;
        return {
          id: row.id,
          number: row.number,
          cude: row.cude,
          xml: row.xml,
          environment: row.environment,
          status: row.status,
          trackId: row.track_id,
          attempts: row.attempts,
          issuedAt: row.issued_at,
          kind: row.kind === 'nota_credito' ? 'nota_credito' : 'depos',
        };
      });
    },

    /** Stores `u` on the document while this instance still holds its lease; false when it lost it. */
    async update(id: number, instance: string, u: DocumentUpdate, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('einvoice_documents')
        .set({
          updated_at: nowIso,
          ...(u.status !== undefined ? { status: u.status } : {}),
          ...(u.attempts !== undefined ? { attempts: u.attempts } : {}),
          ...(u.nextAttemptAt !== undefined ? { next_attempt_at: u.nextAttemptAt } : {}),
          ...(u.trackId !== undefined ? { track_id: u.trackId } : {}),
          ...(u.dianStatusCode !== undefined ? { dian_status_code: u.dianStatusCode } : {}),
          ...(u.dianMessages !== undefined
            ? { dian_messages: u.dianMessages === null ? null : JSON.stringify(u.dianMessages) }
            : {}),
          ...(u.applicationResponse !== undefined ? { application_response: u.applicationResponse } : {}),
          ...(u.contingencyType !== undefined ? { contingency_type: u.contingencyType } : {}),
          ...(u.lastError !== undefined ? { last_error: u.lastError } : {}),
          ...(u.sentAt !== undefined ? { sent_at: u.sentAt } : {}),
          ...(u.acceptedAt !== undefined ? { accepted_at: u.acceptedAt } : {}),
          ...(u.releaseLease ? { lease_owner: null, lease_until: null } : {}),
        })
        .where('id', '=', id)
        .where('lease_owner', '=', instance)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
