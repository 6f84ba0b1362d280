import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { SQLite } from '../../db/sqlite-addon.js';
import type { Database } from '../../db/types.js';
import { migratedDatabaseEach, testDatabases } from '../../../test/test-app.js';
import { printQueueRepository } from './print-queue.repository.js';
import { printingRepository } from './printing.repository.js';

const NOW = '2026-11-28T12:00:00.000Z';
const LATER = '2026-11-28T12:05:00.000Z';
const EARLIER = (s: number) => new Date(Date.parse(NOW) - s * 1000).toISOString();

/**
 * A Kysely on the test file's SQLite that records its queries, and each recorded query's plan:
 * the plan tests run the repositories' real queries through it.
 */
function plannedDb(h: DatabaseHandle) {
  const raw = new SQLite(h.sqliteFile!);
  const seen: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: raw }),
    log: (event) => {
      if (event.level === 'query') seen.push(event.query);
    },
  });
  const plan = (q: CompiledQuery) =>
    (raw.prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...(q.parameters as unknown[])) as { detail: string }[])
      .map((r) => r.detail)
      .join(' | ');
  return { raw, db, seen, plan };
}

async function seedQueue(h: DatabaseHandle) {
  const request = { kind: 'drawer-kick', payload: '{"kind":"drawer-kick"}', attempts: 0, created_at: NOW };
  const [expanded, pending, future] = await h.db
    .insertInto('print_requests')
    .values([
      { ...request, status: 'expanded', next_attempt_at: EARLIER(60) },
      { ...request, status: 'pending', next_attempt_at: EARLIER(30) },
      { ...request, status: 'pending', next_attempt_at: LATER },
    ])
    .returning('id')
    .execute();
  const job = (next: string, over: Partial<{ status: string; claimed_until: string }> = {}) => ({
    request_id: expanded.id,
    target_kind: 'printer',
    target_label: 'P',
    document: '{}',
    status: 'pending',
    attempts: 0,
    next_attempt_at: next,
    created_at: NOW,
    updated_at: NOW,
    ...over,
  });
  // Inserted out of their due order: the claim goes by next_attempt_at, then id.
  const jobs = await h.db
    .insertInto('print_jobs')
    .values([
      job(EARLIER(10)),
      job(EARLIER(50), { status: 'done' }),
      job(EARLIER(40)),
      job(LATER),
      job(EARLIER(45), { claimed_until: LATER }),
      job(EARLIER(40)),
      job(EARLIER(20)),
      job(EARLIER(45), { claimed_until: EARLIER(1) }),
    ])
    .returning('id')
    .execute();
  return { requests: { pending: pending.id, future: future.id }, jobs: jobs.map((j) => j.id) };
}

describe.each(testDatabases)('the print queue claims on %s', (kind) => {
  const database = migratedDatabaseEach(kind);
  let h: DatabaseHandle;
  beforeEach(() => {
    h = database();
  });

  it('takes due jobs by due time then id, skipping done, future and leased ones, and leases them', async () => {
    const { jobs } = await seedQueue(h);
    const repo = printQueueRepository(h.db, h.dialect);
    const first = await h.db.transaction().execute((tx) => repo.claimJobs(tx, 'a', NOW, LATER, 3));
    // The three due first; an expired lease (jobs[7]) is free again, a live one (jobs[4]) is not.
    // They come back in id order.
    expect(first.map((j) => j.id)).toEqual([jobs[2], jobs[5], jobs[7]]);
    const second = await h.db.transaction().execute((tx) => repo.claimJobs(tx, 'b', NOW, LATER, 10));
    expect(second.map((j) => j.id)).toEqual([jobs[0], jobs[6]]);
    const leased = await h.db
      .selectFrom('print_jobs')
      .select(['id', 'claimed_by'])
      .where(
        'id',
        'in',
        [...first, ...second].map((j) => j.id),
      )
      .orderBy('id')
      .execute();
    expect(new Map(leased.map((r) => [r.id, r.claimed_by]))).toEqual(
      new Map([...first.map((j) => [j.id, 'a'] as const), ...second.map((j) => [j.id, 'b'] as const)]),
    );
  });

  it('takes due requests only, and sees pending work', async () => {
    const { requests } = await seedQueue(h);
    const repo = printQueueRepository(h.db, h.dialect);
    const claimed = await h.db.transaction().execute((tx) => repo.claimRequests(tx, NOW, 10));
    expect(claimed.map((r) => r.id)).toEqual([requests.pending]);
    expect(await repo.anythingPending()).toBe(true);
    await h.db.updateTable('print_requests').set({ status: 'expanded' }).execute();
    await h.db.updateTable('print_jobs').set({ status: 'done' }).execute();
    expect(await repo.anythingPending()).toBe(false);
  });
});

describe('the print queue claims on sqlite, by their indexes', () => {
  const database = migratedDatabaseEach('sqlite');
  let h: DatabaseHandle;
  beforeEach(() => {
    h = database();
  });

  // Under a rush thousands of jobs wait; a claim that reads and sorts all of them in every pass
  // cost the order writer's thread about 2.5 ms a pass (issue 20).
  it('reads the pending rows through the partial indexes, in their order, without a sort', async () => {
    await seedQueue(h);
    const { db, seen, plan } = plannedDb(h);
    try {
      const repo = printQueueRepository(db, 'sqlite');
      await repo.anythingPending();
      await db.transaction().execute(async (tx) => {
        await repo.claimRequests(tx, NOW, 100);
        await repo.claimJobs(tx, 'a', NOW, LATER, 100);
      });
      const plans = seen.filter((q) => /^select/i.test(q.sql.trim())).map((q) => [q.sql, plan(q)] as const);
      const of = (pattern: RegExp) => plans.filter(([sql]) => pattern.test(sql)).map(([, p]) => p);
      // The probe: the requests' through their partial index (a plain scan reads every request ever stored).
      expect(of(/from "print_requests" where "status" = 'pending' limit/)).toEqual([
        expect.stringContaining('print_requests_pending'),
      ]);
      const claims = [...of(/from "print_requests" where .* order by/), ...of(/indexed by print_jobs_due/)];
      expect(claims).toHaveLength(2);
      for (const p of claims) {
        expect(p).toMatch(/USING INDEX print_(requests_pending|jobs_due)/);
        expect(p).not.toContain('TEMP B-TREE');
      }
    } finally {
      await db.destroy();
    }
  });

  // Migration 0048: a printed job leaves the open jobs' index; the status counts, the pending and
  // held lists and the purge still read theirs (a bound status would miss a partial index).
  it('reads the open and the closed jobs through their partial indexes', async () => {
    await seedQueue(h);
    const { raw, db, seen, plan } = plannedDb(h);
    try {
      const people = printingRepository(db);
      await people.status();
      await people.jobs('held');
      await people.jobs('pending');
      await people.jobs('done');
      await printQueueRepository(db, 'sqlite').purge(NOW);
      const plans = seen
        .filter((q) => !/print_requests"? where/i.test(q.sql) && /from "print_jobs"/i.test(q.sql))
        .map((q) => plan(q));
      expect(plans).toEqual([
        expect.stringContaining('print_jobs_open'),
        expect.stringContaining('print_jobs_open'),
        expect.stringContaining('print_jobs_open'),
        expect.not.stringContaining('print_jobs_open'),
        expect.stringContaining('print_jobs_closed'),
      ]);
      const indexes = (
        raw
          .prepare(
            `SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'print_jobs' AND sql IS NOT NULL ORDER BY name`,
          )
          .all() as { name: string }[]
      ).map((r) => r.name);
      expect(indexes).toEqual(['print_jobs_closed', 'print_jobs_due', 'print_jobs_open', 'print_jobs_request_idx']);
    } finally {
      await db.destroy();
    }
  });
});
