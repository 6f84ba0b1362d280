import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serverStartFlags } from './server-process.js';

describe('serverStartFlags', () => {
  it("takes npm start's Node flags, and this Node accepts each of them", () => {
    const flags = serverStartFlags();
    expect(flags).toContain('--max-semi-space-size=32');
    for (const flag of flags) {
      const run = spawnSync(process.execPath, [flag, '-e', ''], { encoding: 'utf8' });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    }
  });
});
