import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COOKIES } from '@comandero/contracts';
import { z } from 'zod';
import { ConfigError } from './lib/config-error.js';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** RFC 6265 cookie-name: an HTTP token (no separators, spaces or '='). */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

const origins = z.string().refine(
  (list) =>
    list
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean)
      .every((o) => URL.canParse(o) && new URL(o).origin === o),
  'cada origen es esquema://servidor[:puerto], sin ruta, separados por comas',
);

/**
 * The repository root (this file is apps/server/src/config.ts). The defaults live under it whatever
 * directory the server runs in: `npm start` runs it in the server workspace, apps/server.
 */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The data folder when DATA_DIR is unset: the repository's ./data. Before issue 18 `npm start` put it
 * in apps/server/data; an install that has only that one keeps it (with a notice to move it) rather
 * than starting over on an empty database.
 */
export function defaultDataDir(root: string): { dataDir: string; legacy: boolean } {
  const dataDir = path.join(root, 'data');
  const old = path.join(root, 'apps/server/data');
  if (!fs.existsSync(dataDir) && fs.existsSync(old)) return { dataDir: old, legacy: true };
  return { dataDir, legacy: false };
}

/**
 * First path segments the server or the bundled app answer themselves, which a second client's
 * folder must not shadow: the API and its docs, socket.io, the app's bundles and its screens.
 */
const RESERVED_SEGMENT = /^(api|socket\.io|assets|dashboard|display|no-access|print-[^/]*)$/i;

/** A URL path like /v1 or /clientes/caja: segments of URL-safe characters, no trailing slash. */
const extraWebPath = z
  .string()
  .transform((p) => p.trim().replace(/\/+$/, ''))
  .refine((p) => /^(\/[A-Za-z0-9._~-]+)+$/.test(p) && !p.split('/').includes('..') && !p.split('/').includes('.'), {
    message: 'debe ser una ruta como /v1 (letras, cifras, . _ ~ -), distinta de /',
  })
  .refine((p) => !RESERVED_SEGMENT.test(p.split('/')[1] ?? ''), {
    message:
      'no puede empezar por /api, /socket.io, /assets ni por una ruta de la app (/dashboard, /display, /print-…)',
  });

const schema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /** Unset: the repository's ./data. A relative path is read from where the command was run. */
    DATA_DIR: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'debe empezar con postgres://')
      .optional(),
    /** Off for a pooler in transaction mode that cannot keep a connection's prepared statements. */
    PG_PREPARED_STATEMENTS: flag.default(true),
    /** HMAC key of the access token; when unset, one is generated once into DATA_DIR/session-secret. */
    SESSION_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
    /**
     * Issue 23: the key that seals the e-invoicing secrets (PIN, .p12, its password) in the database;
     * when unset, derived from the session key (einvoice-secrets.ts).
     */
    EINVOICE_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
    ADMIN_USERNAME: z.string().min(1).max(100).default('admin'),
    ADMIN_PASSWORD: z.string().min(8, 'debe tener al menos 8 caracteres').optional(),
    SEED_DEMO: flag.default(true),
    DEMO_PASSWORD: z.string().min(8, 'debe tener al menos 8 caracteres').optional(),
    STORE_TIME_ZONE: z
      .string()
      .default('America/Bogota')
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'zona horaria desconocida'),
    /** Hops of reverse proxies whose X-Forwarded-For (and X-Forwarded-Proto) is believed; 0 = none. */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    COOKIE_SECURE: flag.default(false),
    /** Extra origins allowed to send state-changing requests, comma separated. */
    ALLOWED_ORIGINS: origins.default(''),
    /** Name of the readable "signed in" marker cookie, for a front end that expects another one. */
    SESSION_MARKER_COOKIE: z
      .string()
      .regex(COOKIE_NAME, "debe ser un nombre de cookie (letras, cifras y !#$%&'*+-.^_`|~)")
      .refine((n) => n !== COOKIES.access && n !== COOKIES.refresh, 'coincide con otra cookie de la sesión')
      .default(COOKIES.marker),
    WEB_DIST: z.string().optional(),
    /** A second static client (e.g. the seed system's build) served from this origin at EXTRA_WEB_PATH. */
    EXTRA_WEB_DIST: z.string().optional(),
    EXTRA_WEB_PATH: extraWebPath.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SIGNIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(10),
    /** A network printer that has not answered the connection by then is reported as not responding. */
    PRINTER_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(5000),
    /** The whole print job, connection to clean close, must finish by then. */
    PRINTER_JOB_TIMEOUT_MS: z.coerce.number().int().min(1).max(300_000).default(10_000),
    /**
     * A request, headers and body, must have arrived whole by then or its socket is closed (408): a
     * POS submit is a few kB, which a tablet on poor Wi-Fi sends in seconds; a slow-body attack that
     * trickles a byte at a time no longer holds a socket open forever (issue 25).
     */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /** The print queue's first retry waits this long; each next one twice as long, up to PRINT_RETRY_MAX_MS. */
    PRINT_RETRY_BASE_MS: z.coerce.number().int().min(1).max(600_000).default(2000),
    PRINT_RETRY_MAX_MS: z.coerce.number().int().min(1).max(3_600_000).default(60_000),
    /** After this many failed sends a job goes to the station's backup printer, when it has one. */
    PRINT_BACKUP_AFTER_FAILURES: z.coerce.number().int().min(1).max(100).default(3),
    /** A ticket not printed within this many minutes is held for a person to reprint or discard. */
    PRINT_HOLD_AFTER_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(30),
    /** How often an idle print worker looks for work another instance (or a restart) left. */
    PRINT_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1000),
    /** 0 keeps this instance from printing (the API still queues tickets; another instance prints them). */
    PRINT_WORKER: flag.default(true),
    /** Printed and discarded tickets (and their requests) are deleted after this many days. */
    PRINT_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
    /** How often a print worker deletes them (and once when it starts). */
    PRINT_PURGE_EVERY_MS: z.coerce.number().int().min(1000).max(86_400_000).default(3_600_000),
    /**
     * Issue 23: the DIAN's web service. Unset: habilitación (vpfe-hab) for a store in pruebas and
     * producción (vpfe) otherwise; set (the tests' simulator, a proxy) it replaces both.
     */
    DIAN_WS_URL: z.string().url().optional(),
    /** One call to the DIAN must have answered by then; a timeout counts as possibly received. */
    DIAN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
    /** How often the transmission worker looks for documents to send. */
    DIAN_POLL_MS: z.coerce.number().int().min(10).max(3_600_000).default(15_000),
    /** A failed send is retried after this long, then twice as long each time up to DIAN_RETRY_MAX_MS. */
    DIAN_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(15_000),
    DIAN_RETRY_MAX_MS: z.coerce.number().int().min(1).max(86_400_000).default(300_000),
    /** After this many 5xx or timeouts in a row a document is kept as contingencia. */
    DIAN_CONTINGENCY_AFTER_FAILURES: z.coerce.number().int().min(1).max(100).default(3),
    /** 0 keeps this instance from sending (another instance sends). */
    DIAN_WORKER: flag.default(true),
    /** The DE-POS are signed once no sale has been paid for this long (depos-signing-worker.ts). */
    EINVOICE_SIGN_QUIET_MS: z.coerce.number().int().min(0).max(600_000).default(250),
    /** A draft older than this is signed at once, at normal priority, busy till or not. */
    EINVOICE_SIGN_OVERDUE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  })
  // A key file in one instance's DATA_DIR would sign tokens the other instances refuse.
  .refine((e) => !e.DATABASE_URL || e.SESSION_SECRET, {
    path: ['SESSION_SECRET'],
    message:
      'es obligatoria con DATABASE_URL: todas las instancias que comparten la base de datos deben firmar ' +
      'las sesiones con la misma clave (genere una con: openssl rand -hex 32) ' +
      '(required with DATABASE_URL: every instance must share the same key)',
  })
  .refine((e) => (e.EXTRA_WEB_DIST === undefined) === (e.EXTRA_WEB_PATH === undefined), {
    path: ['EXTRA_WEB_PATH'],
    message: 'EXTRA_WEB_DIST y EXTRA_WEB_PATH van juntas: la carpeta del cliente y la ruta donde se sirve',
  })
  // Browsers drop a __Secure-/__Host- cookie that is not marked Secure: nobody could ever sign in.
  .refine((e) => e.COOKIE_SECURE || !/^__(Secure|Host)-/i.test(e.SESSION_MARKER_COOKIE), {
    path: ['SESSION_MARKER_COOKIE'],
    message: 'un nombre __Secure- o __Host- exige COOKIE_SECURE=1',
  });

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** The data is still in apps/server/data, where `npm start` put it before: main says to move it. */
  legacyDataDir: boolean;
  databaseUrl: string | undefined;
  pgPreparedStatements: boolean;
  sessionSecret: string | undefined;
  einvoiceSecret: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  demoPassword: string | undefined;
  storeTimeZone: string;
  /** STORE_TIME_ZONE was set (not the default): it then replaces the zone stored at first start. */
  storeTimeZoneExplicit: boolean;
  trustProxy: number;
  cookieSecure: boolean;
  allowedOrigins: string[];
  sessionMarkerCookie: string;
  /** Absolute; the app is served only when it holds an index.html. */
  webDist: string;
  /** A second static client, served with history fallback under `path` (e.g. /v1). */
  extraWeb: { dist: string; path: string } | undefined;
  logLevel: string;
  signInMaxAttempts: number;
  printerTimeouts: { connectMs: number; jobMs: number };
  requestTimeoutMs: number;
  printQueue: PrintQueueConfig;
  dian: DianConfig;
};

/** Issue 23: the transmission of each DE-POS to the DIAN (einvoice/dian/transmission-worker.ts). */
export type DianConfig = {
  url: string | undefined;
  timeoutMs: number;
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  contingencyAfterFailures: number;
  worker: boolean;
  /** How long the till must be quiet before the DE-POS drafts are signed. */
  signQuietMs: number;
  /** How old a draft may get before it is signed at normal priority. */
  signOverdueMs: number;
};

export type PrintQueueConfig = {
  retryBaseMs: number;
  retryMaxMs: number;
  backupAfterFailures: number;
  holdAfterMs: number;
  pollMs: number;
  worker: boolean;
  keepDays: number;
  purgeEveryMs: number;
};

export { ConfigError };

/** Reads the environment once; every bad variable is reported together. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const explicitZone = env.STORE_TIME_ZONE !== undefined && env.STORE_TIME_ZONE !== '';
  // A path the person typed is relative to where they typed the command: npm runs `npm start` in the
  // server workspace but names the directory it was started from in INIT_CWD.
  const typedFrom = env.INIT_CWD || process.cwd();
  const typed = (p: string) => path.resolve(typedFrom, p);
  const data = e.DATA_DIR ? { dataDir: typed(e.DATA_DIR), legacy: false } : defaultDataDir(REPO_ROOT);
  const extraWeb =
    e.EXTRA_WEB_DIST && e.EXTRA_WEB_PATH ? { dist: typed(e.EXTRA_WEB_DIST), path: e.EXTRA_WEB_PATH } : undefined;
  // Asked for by name, so a missing build stops the start instead of answering 404s.
  if (extraWeb && !fs.existsSync(path.join(extraWeb.dist, 'index.html'))) {
    throw new ConfigError(`Configuración inválida:\n  EXTRA_WEB_DIST: no hay index.html en ${extraWeb.dist}`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: data.dataDir,
    legacyDataDir: data.legacy,
    databaseUrl: e.DATABASE_URL,
    pgPreparedStatements: e.PG_PREPARED_STATEMENTS,
    sessionSecret: e.SESSION_SECRET,
    einvoiceSecret: e.EINVOICE_SECRET,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    demoPassword: e.DEMO_PASSWORD,
    storeTimeZone: e.STORE_TIME_ZONE,
    storeTimeZoneExplicit: explicitZone,
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE,
    allowedOrigins: e.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    sessionMarkerCookie: e.SESSION_MARKER_COOKIE,
    webDist: e.WEB_DIST ? typed(e.WEB_DIST) : path.join(REPO_ROOT, 'apps/web/dist'),
    extraWeb,
    logLevel: e.LOG_LEVEL,
    signInMaxAttempts: e.SIGNIN_MAX_ATTEMPTS,
    printerTimeouts: { connectMs: e.PRINTER_CONNECT_TIMEOUT_MS, jobMs: e.PRINTER_JOB_TIMEOUT_MS },
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    printQueue: {
      retryBaseMs: e.PRINT_RETRY_BASE_MS,
      retryMaxMs: e.PRINT_RETRY_MAX_MS,
      backupAfterFailures: e.PRINT_BACKUP_AFTER_FAILURES,
      holdAfterMs: e.PRINT_HOLD_AFTER_MINUTES * 60_000,
      pollMs: e.PRINT_POLL_MS,
      worker: e.PRINT_WORKER,
      keepDays: e.PRINT_KEEP_DAYS,
      purgeEveryMs: e.PRINT_PURGE_EVERY_MS,
    },
    dian: {
      url: e.DIAN_WS_URL,
      timeoutMs: e.DIAN_TIMEOUT_MS,
      pollMs: e.DIAN_POLL_MS,
      retryBaseMs: e.DIAN_RETRY_BASE_MS,
      retryMaxMs: e.DIAN_RETRY_MAX_MS,
      contingencyAfterFailures: e.DIAN_CONTINGENCY_AFTER_FAILURES,
      worker: e.DIAN_WORKER,
      signQuietMs: e.EINVOICE_SIGN_QUIET_MS,
      signOverdueMs: e.EINVOICE_SIGN_OVERDUE_MS,
    },
  };
}
