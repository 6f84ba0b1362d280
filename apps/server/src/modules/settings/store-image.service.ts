import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SETTINGS_MESSAGES, UPLOAD_NAME_PATTERN, UPLOADS_URL_PREFIX } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { badRequest, notFound } from '../../http/http-error.js';

type ImageKind = { ext: 'png' | 'jpg' | 'webp'; contentType: string };

const KINDS: Record<ImageKind['ext'], ImageKind> = {
  png: { ext: 'png', contentType: 'image/png' },
  jpg: { ext: 'jpg', contentType: 'image/jpeg' },
  webp: { ext: 'webp', contentType: 'image/webp' },
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The file's own first bytes decide its type; a client's name or MIME type proves nothing. */
export function detectImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return KINDS.png;
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return KINDS.jpg;
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return KINDS.webp;
  }
  return null;
}

/** The uploads folder: files under random names the server generated, addressed by their public path. */
export function storeImageService(deps: Pick<AppDeps, 'config'>) {
  const dir = path.join(deps.config.dataDir, 'uploads');
  /** The file behind a public path, or null for a path the server could not have generated. */
  const fileOf = (publicPath: string): string | null => {
    const name = publicPath.startsWith(UPLOADS_URL_PREFIX) ? publicPath.slice(UPLOADS_URL_PREFIX.length) : '';
    return UPLOAD_NAME_PATTERN.test(name) ? path.join(dir, name) : null;
  };
  return {
    /** Saves a checked image under a random name and returns the public path to it. */
    async save(bytes: Buffer): Promise<string> {
      const kind = detectImage(bytes);
      if (!kind) throw badRequest(SETTINGS_MESSAGES.imageType);
      const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, name), bytes, { flag: 'wx' });
      return `${UPLOADS_URL_PREFIX}${name}`;
    },

    /** Only names the server could have generated are looked up, so no path can escape the folder. */
    async read(name: string): Promise<{ bytes: Buffer; contentType: string }> {
      if (!UPLOAD_NAME_PATTERN.test(name)) throw notFound();
      const ext = name.slice(name.lastIndexOf('.') + 1) as ImageKind['ext'];
      try {
        const bytes = await fs.readFile(path.join(dir, name));
        return { bytes, contentType: KINDS[ext].contentType };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw notFound();
        throw err;
      }
    },

    async exists(publicPath: string): Promise<boolean> {
      const file = fileOf(publicPath);
      if (!file) return false;
      return fs.access(file).then(
        () => true,
        () => false,
      );
    },

    /** Deletes the file; one already gone is fine (the goal is that it is gone). */
    async remove(publicPath: string): Promise<void> {
      const file = fileOf(publicPath);
      if (file) await fs.rm(file, { force: true });
    },
  };
}
