import { EINVOICE_MESSAGES as M } from '@comandero/contracts';
import type { Db } from '../../db/database.js';
import type { UnsignedDocument } from './depos-draft.js';
import { EinvoiceRefusal } from './depos-issue.js';
import { signDraftsOffTheLoop, type DraftSignResult } from './draft-signer-thread.js';
import { readCertificateRow } from './einvoice.repository.js';

/**
 * A signing worker's hold on the drafts it takes (PostgreSQL, migration 0047): until `untilIso`,
 * another instance's worker leaves them; its holder takes them again (a batch read larger than it
 * signs in one trip).
 */
export type SignLease = { owner: string; nowIso: string; untilIso: string };

/**
 * The stored drafts' side of signing after the commit (docs/einvoice.md, "Signing after the commit"):
 * which documents wait, and storing a signature. A document is signed once: the UPDATE only takes a
 * row still unsigned, so two instances (or the worker and a download) signing the same draft store one.
 */
export function signingRepository(db: Db) {
  return {
    /**
     * When the oldest document waiting for its signature was stored, or null when none waits: the
     * worker's one probe (a partial index).
     */
    async oldestUnsignedAt(): Promise<string | null> {
      const row = await db
        .selectFrom('einvoice_documents')
        .select('created_at')
        .where('signed_at', 'is', null)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row?.created_at ?? null;
    },

    /**
     * Up to `limit` unsigned documents after `afterId`, oldest first, and when the oldest was stored.
     * With a lease, only those no other worker holds, taken under it in the same statement.
     */
    async unsigned(
      afterId: number,
      limit: number,
      lease?: SignLease,
    ): Promise<{ documents: UnsignedDocument[]; oldestAt: string | null }> {
      const due = db
        .selectFrom('einvoice_documents')
        .where('signed_at', 'is', null)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit);
      const columns = ['id', 'draft', 'cude', 'created_at'] as const;
      const rows = lease
        ? (
            await db
              .updateTable('einvoice_documents')
              .set({ sign_lease_until: lease.untilIso, sign_lease_owner: lease.owner })
              .where(
                'id',
                'in',
                due
                  .select('id')
                  .where((eb) =>
                    eb.or([
                      eb('sign_lease_until', 'is', null),
                      eb('sign_lease_until', '<', lease.nowIso),
                      eb('sign_lease_owner', '=', lease.owner),
                    ]),
                  )
                  .forUpdate()
                  .skipLocked(),
              )
              .returning(columns)
              .execute()
          ).sort((a, b) => a.id - b.id)
        : await due.select(columns).execute();
      return {
        documents: rows.flatMap((r) => (r.draft === null ? [] : [{ id: r.id, draft: r.draft, cude: r.cude }])),
        oldestAt: rows[0]?.created_at ?? null,
      };
    },

    /** Stores the batch's signatures in one transaction; a failure is kept as the document's last error. */
    async store(results: readonly DraftSignResult[], nowIso: string): Promise<number> {
      let signed = 0;
      await db.transaction().execute(async (tx) => {
        for (const r of results) {
          if ('xml' in r) {
            const done = await storeSignature(tx, r.id, r.xml, nowIso);
            if (done) signed++;
          } else {
            await tx
              .updateTable('einvoice_documents')
              .set({ last_error: r.error, updated_at: nowIso })
              .where('id', '=', r.id)
              .where('signed_at', 'is', null)
              .execute();
          }
        }
      });
      return signed;
    },
  };
}

async function storeSignature(tx: Db, id: number, xml: string, nowIso: string): Promise<boolean> {
  const result = await tx
    .updateTable('einvoice_documents')
    .set({ xml, signed_at: nowIso, draft: null, last_error: null, updated_at: nowIso })
    .where('id', '=', id)
    .where('signed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A document's signed XML, signing it now if the worker has not yet (its download, or the credit note
 * that must quote it): on the normal-priority signer thread, the same build and signature as the
 * worker's, stored like them. Null when there is no such document.
 */
export async function signedXmlNow(tx: Db, key: Buffer, id: number, nowIso: string): Promise<string | null> {
  const row = await tx
    .selectFrom('einvoice_documents')
    .select(['xml', 'signed_at', 'draft', 'cude'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  if (row.signed_at !== null) return row.xml;
  const cert = await readCertificateRow(tx);
  if (!cert || row.draft === null) throw new EinvoiceRefusal(M.notReady);
  const [result] = await signDraftsOffTheLoop(
    {
      key,
      sealedP12: cert.p12_enc,
      sealedPassword: cert.password_enc,
      documents: [{ id, draft: row.draft, cude: row.cude }],
    },
    'urgent',
  ).catch((err: unknown) => {
    // The certificate could not be opened there (sealed under another key): refused in Spanish, as the sale is.
    throw new EinvoiceRefusal(err instanceof Error ? err.message : M.notReady);
  });
  if ('error' in result) throw new EinvoiceRefusal(result.error);
  if (await storeSignature(tx, id, result.xml, nowIso)) return result.xml;
  // Signed meanwhile by the worker (or another instance): theirs is the one stored.
  const stored = await tx.selectFrom('einvoice_documents').select('xml').where('id', '=', id).executeTakeFirstOrThrow();
  return stored.xml;
}
