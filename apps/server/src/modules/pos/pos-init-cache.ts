import { createHash } from 'node:crypto';
import type { AppDeps } from '../../app-deps.js';
import { posRepository } from './pos.repository.js';
import { posService } from './pos.service.js';
import { versionedCopy } from './versioned-copy.js';

export type PosInitAnswer = { body: Buffer; etag: string };

/**
 * GET /pos/init answers the whole menu (about 900 kB for 2,000 items); building it took ~20 ms,
 * which a busy POS cannot pay on every load. The serialized answer is kept per catalogue version
 * (see versionedCopy), at the price of one primary-key read per request. Its ETag is a hash of the
 * bytes, not the version number, so a tablet's cached copy never matches another database's menu.
 */
export function posInitCache(deps: AppDeps) {
  const repo = posRepository(deps.db);
  const service = posService(deps);
  const copy = versionedCopy(async (): Promise<PosInitAnswer> => {
    const body = Buffer.from(JSON.stringify(await service.init()));
    return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
  });
  return {
    async current(): Promise<PosInitAnswer> {
      return copy.get(await repo.catalogueVersion());
    },
  };
}
