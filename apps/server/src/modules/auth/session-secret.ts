import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../../lib/config-error.js';

export const SESSION_SECRET_FILE = 'session-secret';
const MIN_LENGTH = 32;

/**
 * The key that signs access tokens, kept out of the database so that reading the database is not
 * enough to mint a session: SESSION_SECRET, or else a file in DATA_DIR made on first start.
 * (With DATABASE_URL, config already demanded SESSION_SECRET: instances must share one key.)
 */
export function readSessionSecret(config: { sessionSecret: string | undefined; dataDir: string }): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, SESSION_SECRET_FILE);
  if (!fs.existsSync(file)) createSecretFile(file);
  const stat = fs.statSync(file);
  // POSIX modes mean nothing on Windows, where the folder's ACL protects the file instead.
  if (process.platform !== 'win32' && (stat.mode & 0o077) !== 0) {
    throw new ConfigError(
      `La clave de sesión ${file} puede ser leída por otros usuarios (permisos ${(stat.mode & 0o777).toString(8)}).\n` +
        `  Quien la lea puede crear sesiones. Déjela solo para su dueño: chmod 600 ${file}\n` +
        `  (The session key file is readable by group or others; run chmod 600 on it.)`,
    );
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_LENGTH) {
    throw new ConfigError(
      `La clave de sesión ${file} está vacía o tiene menos de ${MIN_LENGTH} caracteres.\n` +
        `  Bórrela para que se genere otra (todos volverán a iniciar sesión) o defina SESSION_SECRET.\n` +
        `  (The session key file is empty or too short; delete it to get a new one, or set SESSION_SECRET.)`,
    );
  }
  return secret;
}

/**
 * Written under a temporary name and linked into place, so a second process starting at the same
 * moment either wins or reads the whole key of the first, never a half-written one.
 */
function createSecretFile(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    fs.writeFileSync(temporary, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    try {
      fs.linkSync(temporary, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}
