import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { zipFiles } from './zip.js';

/** Read back by Info-ZIP's unzip, an implementation that shares nothing with the writer. */
describe('zipFiles', () => {
  it('writes an archive unzip lists, tests and extracts byte for byte', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-test-'));
    try {
      const xml = `<?xml version="1.0" encoding="UTF-8"?><Invoice>${'Bandeja paisa ñ '.repeat(200)}</Invoice>`;
      const file = path.join(dir, 'z.zip');
      fs.writeFileSync(
        file,
        zipFiles(
          [
            { name: 'fv09003730760002600000001.xml', data: xml },
            { name: 'vacio.txt', data: Buffer.alloc(0) },
          ],
          new Date('2026-11-27T19:05:09Z'),
        ),
      );
      expect(execFileSync('unzip', ['-tq', file]).toString()).toContain('No errors detected');
      expect(execFileSync('unzip', ['-p', file, 'fv09003730760002600000001.xml']).toString('utf8')).toBe(xml);
      const listing = execFileSync('unzip', ['-l', file]).toString('utf8');
      expect(listing).toContain('19:05');
      expect(listing).toContain('vacio.txt');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
