import type { AppDeps } from '../../app-deps.js';
import { posRepository } from './pos.repository.js';
import { posService } from './pos.service.js';
import { versionedCopy } from './versioned-copy.js';

/**
 * GET /pos/init answers the whole menu (about 900 kB for 2,000 items); building it took ~20 ms,
 * which a busy POS cannot pay on every load. The serialized answer is kept per catalogue version
 * (see versionedCopy), at the price of one primary-key read per request.
 */
export function posInitCache(deps: AppDeps) {
  const repo = posRepository(deps.db);
  const service = posService(deps);
  const copy = versionedCopy(async () => Buffer.from(JSON.stringify(await service.init())));
  return {
    async body(): Promise<Buffer> {
      return copy.get(await repo.catalogueVersion());
    },
  };
}
