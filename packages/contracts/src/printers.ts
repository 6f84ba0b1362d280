import { z } from 'zod';
import { asNumber, flag, isBlank, MAX_INT_ID, optionalId, requiredText } from './form-fields.js';

/**
 * Network ESC/POS printers and kitchen stations (issue 20), under /settings/printers and
 * /settings/stations. The server talks to the printers over TCP; the browser never does.
 */

export const PRINTER_PAPER_WIDTHS = [80, 57] as const;
export type PrinterPaperWidth = (typeof PRINTER_PAPER_WIDTHS)[number];
/** Columns of font A on each paper width. */
export const PRINTER_COLUMNS: Record<PrinterPaperWidth, number> = { 80: 48, 57: 32 };
/** CP858 prints ñ, the accented vowels, ¿, ¡ and €; WPC1252 is the other choice some printers need. */
export const PRINTER_CODE_PAGES = ['cp858', 'wpc1252'] as const;
export type PrinterCodePage = (typeof PRINTER_CODE_PAGES)[number];
export const DEFAULT_PRINTER_PORT = 9100;
export const PRINTER_NAME_MAX = 60;
/** A station routes at most this many categories and as many items: bounds typing mistakes only. */
export const STATION_ROUTES_MAX = 500;

const at = (host: string, port: number) => `${host}:${port}`;

export const PRINTER_MESSAGES = {
  nameRequired: '¡Por favor ingrese el nombre de la impresora!',
  nameTooLong: `¡El nombre de la impresora no puede superar ${PRINTER_NAME_MAX} caracteres!`,
  nameDuplicate: '¡Ya existe una impresora con ese nombre!',
  hostInvalid:
    '¡Dirección inválida! Escriba la IP (por ejemplo 192.168.1.50) o el nombre del equipo, sin http:// ni rutas.',
  portInvalid: '¡Puerto inválido! Use un número de 1 a 65535 (normalmente 9100).',
  paperWidthInvalid: '¡Seleccione un ancho de papel válido (80 o 57 mm)!',
  codePageInvalid: '¡Seleccione una página de códigos válida (CP858 o WPC1252)!',
  cashDrawerInvalid: '¡Valor inválido en «tiene cajón de dinero»!',
  added: '¡Impresora agregada!',
  updated: '¡Impresora actualizada!',
  deleted: '¡Impresora eliminada!',
  notFound: '¡Impresora no encontrada!',
  inUse: (stations: string[]) =>
    `No se puede eliminar: ${stations.length === 1 ? 'la estación' : 'las estaciones'} ` +
    `${stations.map((s) => `«${s}»`).join(', ')} ${stations.length === 1 ? 'usa' : 'usan'} esta impresora. ` +
    'Cámbielas de impresora primero.',
  testUnreachable: (host: string, port: number) =>
    `La impresora no responde en ${at(host, port)}. Revise que esté encendida y conectada a la red.`,
  testRefused: (host: string, port: number) =>
    `La impresora en ${at(host, port)} rechazó la conexión. Revise la dirección y el puerto (normalmente 9100).`,
  testCutOff: (host: string, port: number) =>
    `La impresora en ${at(host, port)} cortó la conexión antes de recibir toda la página. ` +
    'Revise el papel y la tapa e intente de nuevo.',
  testUnknownHost: (host: string) =>
    `No se encontró el equipo «${host}» en la red. Revise el nombre o use su dirección IP.`,
} as const;

export const STATION_MESSAGES = {
  nameRequired: '¡Por favor ingrese el nombre de la estación!',
  nameTooLong: `¡El nombre de la estación no puede superar ${PRINTER_NAME_MAX} caracteres!`,
  nameDuplicate: '¡Ya existe una estación con ese nombre!',
  printerRequired: '¡Seleccione la impresora de la estación!',
  printerMissing: '¡La impresora seleccionada no existe!',
  backupInvalid: '¡Impresora de respaldo inválida!',
  backupMissing: '¡La impresora de respaldo seleccionada no existe!',
  backupSame: '¡La impresora de respaldo debe ser distinta de la principal!',
  categoriesInvalid: '¡Categorías inválidas! Envíe una lista de categorías.',
  categoryMissing: '¡Una de las categorías seleccionadas no existe!',
  itemsInvalid: '¡Ítems inválidos! Envíe una lista de ítems del menú.',
  itemMissing: '¡Uno de los ítems seleccionados no existe!',
  added: '¡Estación agregada!',
  updated: '¡Estación actualizada!',
  deleted: '¡Estación eliminada!',
  notFound: '¡Estación no encontrada!',
} as const;

const PM = PRINTER_MESSAGES;
const SM = STATION_MESSAGES;

const IPV4_LIKE = /^[0-9.]+$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HOST_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;

/**
 * An IPv4 address or a host name (RFC 1123 labels), nothing else: no scheme, port, path or spaces.
 * Text made of digits and dots must be a whole IPv4 address ("192.168.1.300" is a typo, not a name).
 */
export function isPrinterHost(host: string): boolean {
  if (host.length === 0 || host.length > 253) return false;
  if (IPV4_LIKE.test(host)) return IPV4.test(host);
  const labels = host.split('.');
  return labels.every((label) => HOST_LABEL.test(label)) && !/^\d+$/.test(labels[labels.length - 1]);
}

const withDefault =
  <T>(fallback: T) =>
  (v: unknown) =>
    isBlank(v) ? fallback : asNumber(v);

/** POST /settings/printers/add and …/:id/update. Blank port, width and code page take the defaults. */
export const printerBody = z.object({
  name: requiredText(PRINTER_NAME_MAX, PM.nameRequired, PM.nameTooLong),
  host: z.string({ error: PM.hostInvalid }).trim().refine(isPrinterHost, PM.hostInvalid),
  port: z.preprocess(
    withDefault(DEFAULT_PRINTER_PORT),
    z.number({ error: PM.portInvalid }).int(PM.portInvalid).min(1, PM.portInvalid).max(65535, PM.portInvalid),
  ),
  paperWidth: z.preprocess(
    withDefault(PRINTER_PAPER_WIDTHS[0]),
    z.union(
      PRINTER_PAPER_WIDTHS.map((w) => z.literal(w)),
      { error: PM.paperWidthInvalid },
    ),
  ),
  codePage: z.preprocess(
    (v) => (isBlank(v) ? PRINTER_CODE_PAGES[0] : v),
    z.enum(PRINTER_CODE_PAGES, { error: PM.codePageInvalid }),
  ),
  hasCashDrawer: z.preprocess((v) => (isBlank(v) ? 0 : v), flag(PM.cashDrawerInvalid)),
});
export type PrinterBody = z.input<typeof printerBody>;
export type PrinterValues = z.output<typeof printerBody>;

export const printerSchema = z.object({
  id: z.number(),
  name: z.string(),
  host: z.string(),
  port: z.number(),
  paperWidth: z.union(PRINTER_PAPER_WIDTHS.map((w) => z.literal(w))),
  codePage: z.enum(PRINTER_CODE_PAGES),
  hasCashDrawer: z.boolean(),
});
export type Printer = z.infer<typeof printerSchema>;

/** POST /settings/printers/:id/test: whether the printer took the whole test page. */
export const printerTestAnswer = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type PrinterTestResult = z.infer<typeof printerTestAnswer>;

const idList = (message: string) =>
  z.preprocess(
    (v) => (isBlank(v) ? [] : v),
    z
      .array(
        z.preprocess(asNumber, z.number({ error: message }).int(message).positive(message).max(MAX_INT_ID, message)),
        {
          error: message,
        },
      )
      .max(STATION_ROUTES_MAX, message),
  );

/** POST /settings/stations/add and …/:id/update. The lists replace the station's routes. */
export const stationBody = z.object({
  name: requiredText(PRINTER_NAME_MAX, SM.nameRequired, SM.nameTooLong),
  printerId: z.preprocess(
    asNumber,
    z
      .number({ error: SM.printerRequired })
      .int(SM.printerRequired)
      .positive(SM.printerRequired)
      .max(MAX_INT_ID, SM.printerRequired),
  ),
  backupPrinterId: optionalId(SM.backupInvalid).optional(),
  categoryIds: idList(SM.categoriesInvalid),
  itemIds: idList(SM.itemsInvalid),
});
export type StationBody = z.input<typeof stationBody>;
export type StationValues = z.output<typeof stationBody>;

export const stationSchema = z.object({
  id: z.number(),
  name: z.string(),
  printerId: z.number(),
  backupPrinterId: z.number().nullable(),
  categoryIds: z.array(z.number()),
  itemIds: z.array(z.number()),
});
export type Station = z.infer<typeof stationSchema>;
