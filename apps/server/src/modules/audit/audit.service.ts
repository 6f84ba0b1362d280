import type { AuditPage, AuditUsernamesResponse, auditFilterQuery, auditListQuery } from '@comandero/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { dateRangeOf, storeContext } from '../settings/store-context.js';
import { auditRepository, type AuditFilter } from './audit.repository.js';

type FilterQuery = z.output<typeof auditFilterQuery>;
type ListQuery = z.output<typeof auditListQuery>;

/** The admin's view of the log: a date range of the store's days, a user and an action. */
export function auditService(deps: AppDeps) {
  const repo = auditRepository(deps.db);

  async function filterOf(q: FilterQuery) {
    const { timeZone } = await storeContext(deps);
    const range = dateRangeOf(deps, q, timeZone);
    const filter: AuditFilter = { range, username: q.username, action: q.action };
    return { filter, range, timeZone };
  }

  return {
    async page(q: ListQuery): Promise<AuditPage> {
      const { filter, range } = await filterOf(q);
      const offset = (q.page - 1) * q.perPage;
      const [entries, totalCount] = await Promise.all([
        repo.list(filter, { limit: q.perPage, offset }),
        repo.count(filter),
      ]);
      return {
        entries,
        totalCount,
        pages: Math.ceil(totalCount / q.perPage),
        page: q.page,
        perPage: q.perPage,
        from: range.from,
        to: range.to,
      };
    },

    /** Every matching row, for the CSV, with what its name and times need. */
    async export(q: FilterQuery) {
      const { filter, range, timeZone } = await filterOf(q);
      return { entries: await repo.list(filter), range, timeZone };
    },

    async usernames(): Promise<AuditUsernamesResponse> {
      return { usernames: await repo.usernames() };
    },
  };
}
