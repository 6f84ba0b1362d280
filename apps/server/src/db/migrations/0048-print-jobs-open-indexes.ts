import { sql, type Kysely } from 'kysely';

/**
 * Issue 20: a print job's row is written twice under a rush (its INSERT, its `done`), and each write
 * moved every index of print_jobs (0021, 0023): the insert wrote six B-tree entries, the `done` UPDATE
 * moved four of them. Most jobs are printed within a second and then only wait for the purge, so the
 * indexes that serve the jobs still open are partial now, and the purge's index holds only the closed
 * ones:
 *
 * - `print_jobs_open (status, printer_id, id) WHERE status IN ('pending', 'held')` replaces
 *   `print_jobs_status_idx (status, id)` and `print_jobs_printer_status_idx (printer_id, status)`:
 *   the live status's counts per printer and the pending and held lists read it (their queries
 *   name the statuses as literals, which a partial index needs at prepare time).
 * - `print_jobs_closed (status, updated_at) WHERE status IN ('done', 'discarded')` replaces
 *   `print_jobs_updated_idx (status, updated_at)`: the purge reads it.
 *
 * A pending job's INSERT writes four entries (its id, `print_jobs_due`, its request, `print_jobs_open`)
 * instead of six, and its `done` takes it out of two and into one, instead of moving four.
 * The lists of printed and discarded jobs walk the table by id, newest first (done rows are nearly
 * all of it; discarded ones are few and kept until the purge).
 */
export function printJobsOpenIndexes() {
  return {
    async up(db: Kysely<unknown>) {
      await sql`CREATE INDEX print_jobs_open ON print_jobs (status, printer_id, id) WHERE status IN ('pending', 'held')`.execute(
        db,
      );
      await sql`CREATE INDEX print_jobs_closed ON print_jobs (status, updated_at) WHERE status IN ('done', 'discarded')`.execute(
        db,
      );
      for (const name of ['print_jobs_status_idx', 'print_jobs_printer_status_idx', 'print_jobs_updated_idx']) {
        await db.schema.dropIndex(name).ifExists().execute();
      }
    },
  };
}
