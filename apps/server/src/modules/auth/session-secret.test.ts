import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.js';
import { SESSION_SECRET_FILE, readSessionSecret } from './session-secret.js';

describe('readSessionSecret', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comandero-key-'));
    dirs.push(dir);
    // A DATA_DIR that does not exist yet, as on a fresh clone.
    return path.join(dir, 'data');
  };
  afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('makes DATA_DIR/session-secret on first start, readable by its owner only, and reuses it', () => {
    const dataDir = freshDir();
    const secret = readSessionSecret({ sessionSecret: undefined, dataDir });
    const file = path.join(dataDir, SESSION_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(readSessionSecret({ sessionSecret: undefined, dataDir })).toBe(secret);
    // Nothing else is left behind (the temporary file it was written under).
    expect(fs.readdirSync(dataDir)).toEqual([SESSION_SECRET_FILE]);
  });

  it('uses SESSION_SECRET when set, and then writes no file', () => {
    const dataDir = freshDir();
    const configured = 'c'.repeat(40);
    expect(readSessionSecret({ sessionSecret: configured, dataDir })).toBe(configured);
    expect(fs.existsSync(path.join(dataDir, SESSION_SECRET_FILE))).toBe(false);
  });

  it('refuses a key file that group or others may read', () => {
    const dataDir = freshDir();
    readSessionSecret({ sessionSecret: undefined, dataDir });
    const file = path.join(dataDir, SESSION_SECRET_FILE);
    for (const mode of [0o640, 0o604, 0o660]) {
      fs.chmodSync(file, mode);
      let error: unknown;
      try {
        readSessionSecret({ sessionSecret: undefined, dataDir });
      } catch (e) {
        error = e;
      }
      expect(error, mode.toString(8)).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain(`chmod 600 ${file}`);
    }
    fs.chmodSync(file, 0o600);
    expect(readSessionSecret({ sessionSecret: undefined, dataDir })).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses an empty or short key file instead of signing with it', () => {
    const dataDir = freshDir();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, SESSION_SECRET_FILE), 'corta\n', { mode: 0o600 });
    expect(() => readSessionSecret({ sessionSecret: undefined, dataDir })).toThrow(/menos de 32 caracteres/);
  });
});
