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
  testTooSoon: (seconds: number) =>
    `Ya se envió una página de prueba a esta impresora. Espere ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} antes de enviar otra.`,
} as const;

/** One test page per printer in this time (POST /settings/printers/{id}/test answers 429 meanwhile). */
export const PRINTER_TEST_INTERVAL_MS = 5000;

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

// ——— Routing: the default kitchen printer and each terminal's receipt printer ———

export const PRINT_ROUTING_MESSAGES = {
  defaultKitchenInvalid: '¡Impresora de cocina predeterminada inválida!',
  printerMissing: '¡Una de las impresoras seleccionadas no existe!',
  terminalsInvalid: '¡Terminales inválidos! Envíe una lista de terminales con su impresora de recibos.',
  terminalInvalid: '¡Identificador de terminal inválido!',
  terminalDuplicate: '¡Un terminal aparece dos veces en la lista!',
  terminalPrinterInvalid: '¡Seleccione la impresora de recibos del terminal!',
  labelTooLong: `¡El nombre del terminal no puede superar ${PRINTER_NAME_MAX} caracteres!`,
  saved: '¡Asignación de impresoras guardada!',
} as const;

const RM = PRINT_ROUTING_MESSAGES;
/** Same shape as the X-Terminal-Id header (cash-drawer.ts): a UUID fits. */
const TERMINAL_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** A store has a few terminals; this bounds typing mistakes only. */
export const TERMINALS_MAX = 200;

const requiredId = (message: string) =>
  z.preprocess(asNumber, z.number({ error: message }).int(message).positive(message).max(MAX_INT_ID, message));

export const terminalPrinterBody = z.object({
  terminalId: z.string({ error: RM.terminalInvalid }).trim().regex(TERMINAL_ID, RM.terminalInvalid),
  printerId: requiredId(RM.terminalPrinterInvalid),
  /** What people call the terminal ("Caja 1"); blank keeps none. */
  label: z.preprocess(
    (v) => (isBlank(v) ? null : v),
    z.string({ error: RM.labelTooLong }).trim().max(PRINTER_NAME_MAX, RM.labelTooLong).nullable(),
  ),
});

/** POST /settings/printers/routing: the whole routing at once (the terminal list replaces the stored one). */
export const printRoutingBody = z.object({
  defaultKitchenPrinterId: optionalId(RM.defaultKitchenInvalid),
  /** Required (an empty list clears them): a body that names nothing must not clear the routing. */
  terminals: z
    .array(terminalPrinterBody, { error: RM.terminalsInvalid })
    .max(TERMINALS_MAX, RM.terminalsInvalid)
    .refine((ts) => new Set(ts.map((t) => t.terminalId)).size === ts.length, RM.terminalDuplicate),
});
export type PrintRoutingBody = z.input<typeof printRoutingBody>;
export type PrintRoutingValues = z.output<typeof printRoutingBody>;

export const terminalPrinterSchema = z.object({
  terminalId: z.string(),
  label: z.string().nullable(),
  printerId: z.number(),
});
export type TerminalPrinter = z.infer<typeof terminalPrinterSchema>;

/** GET /settings/printers/routing. */
export const printRoutingSchema = z.object({
  defaultKitchenPrinterId: z.number().nullable(),
  terminals: z.array(terminalPrinterSchema),
  /** Terminals the server has seen (cash drawers opened), to choose from; their label is the device's. */
  knownTerminals: z.array(z.object({ terminalId: z.string(), label: z.string().nullable() })),
  /**
   * Categories whose lines print on the default kitchen printer, or nowhere: no station routes the
   * category and not each of its items is routed on its own (an empty category counts too).
   */
  unroutedCategoryIds: z.array(z.number()),
  /** Menu items without a category that no station routes (they print where unrouted lines do). */
  unroutedUncategorisedItems: z.number().optional(),
});
export type PrintRouting = z.infer<typeof printRoutingSchema>;

// ——— The print queue: status, held and pending jobs, reprint and discard ———

export const PRINT_JOB_STATUSES = ['pending', 'done', 'held', 'discarded'] as const;
export type PrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];
export const PRINT_REQUEST_KINDS = [
  'order',
  'course-fired',
  'void',
  'table-move',
  'reprint',
  'receipt',
  'drawer-kick',
  'token',
] as const;
export type PrintRequestKindName = (typeof PRINT_REQUEST_KINDS)[number];
/** The jobs list shows at most this many, newest first. */
export const PRINT_JOBS_LIST_MAX = 200;

export const PRINTING_MESSAGES = {
  statusInvalid: '¡Estado inválido! Use «held» (retenidos) o «pending» (en espera).',
  jobNotFound: '¡Trabajo de impresión no encontrado!',
  notDiscardable: '¡Solo se pueden descartar trabajos retenidos o en espera!',
  reprinted: '¡Reimpresión enviada a la cola!',
  discarded: '¡Trabajo de impresión descartado!',
  noPrinter: 'No hay ninguna impresora asignada para este tiquete. Asigne una y reimprímalo.',
  printerDeleted: 'La impresora de este tiquete fue eliminada. Reimprímalo para enviarlo a la impresora actual.',
  tooOld: (minutes: number) =>
    `No se imprimió en ${minutes} minutos: quedó retenido para que alguien lo reimprima o lo descarte.`,
  failed: (printer: string) => `No se pudo imprimir en «${printer}». El tiquete sigue en espera y se reintentará.`,
  orderInvalid: '¡Orden inválida!',
  tokenSlipQueued: '¡Turno enviado a la impresora!',
  noTerminalPrinter: 'Este terminal no tiene impresora de recibos. Asígnela en Configuraciones → Impresoras.',
  /** The last error left on a held job once a person reprinted it (it is no longer held). */
  reprintedHeld: 'Se reimprimió: la reimpresión reemplaza este tiquete retenido.',
} as const;

export const printJobsQuery = z.object({
  status: z.preprocess(
    (v) => (isBlank(v) ? 'held' : v),
    z.enum(['held', 'pending'], { error: PRINTING_MESSAGES.statusInvalid }),
  ),
});
export type PrintJobsQuery = z.input<typeof printJobsQuery>;

export const printJobSchema = z.object({
  id: z.number(),
  kind: z.enum(PRINT_REQUEST_KINDS),
  status: z.enum(PRINT_JOB_STATUSES),
  printerId: z.number().nullable(),
  printerName: z.string().nullable(),
  /** Where the ticket goes in words: the station's name, "Cocina (predeterminada)", the terminal… */
  targetLabel: z.string(),
  /** The order it belongs to, when its request names one. */
  orderId: z.number().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  printedAt: z.string().nullable(),
});
export type PrintJob = z.infer<typeof printJobSchema>;

export const printerStatusSchema = z.object({
  printerId: z.number(),
  name: z.string(),
  /** From the last send to it: null before any. */
  reachable: z.boolean().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  /** Jobs waiting to print on it (pending). */
  waiting: z.number(),
  /** Jobs held back for a person to reprint or discard. */
  held: z.number(),
});
export type PrinterStatus = z.infer<typeof printerStatusSchema>;

/** What a ticket of an order is, in words: the reprint dialog of the orders screen lists them. */
export const PRINT_KIND_LABELS: Record<PrintRequestKindName, string> = {
  order: 'Comanda',
  'course-fired': 'Marchar',
  void: 'Anulado',
  'table-move': 'Cambio de mesa',
  reprint: 'Reimpresión',
  receipt: 'Recibo',
  'drawer-kick': 'Apertura de cajón',
  token: 'Turno',
};

/** POST /printing/token-slip: the order whose token slip the POS prints on its terminal's printer. */
export const tokenSlipBody = z.object({
  orderId: z.preprocess(
    asNumber,
    z
      .number({ error: PRINTING_MESSAGES.orderInvalid })
      .int(PRINTING_MESSAGES.orderInvalid)
      .positive(PRINTING_MESSAGES.orderInvalid)
      .max(MAX_INT_ID, PRINTING_MESSAGES.orderInvalid),
  ),
});
export type TokenSlipBody = z.input<typeof tokenSlipBody>;

/** GET /printing/terminal-printer: whether the terminal of X-Terminal-Id prints its paper on a network printer. */
export const terminalPrinterAnswer = z.object({
  receiptPrinter: z.boolean(),
  printerName: z.string().nullable(),
});
export type TerminalPrinterAnswer = z.infer<typeof terminalPrinterAnswer>;

/** One ticket printed (or to print) for an order: GET /printing/order-jobs/:orderId, oldest first. */
export const orderPrintJobSchema = z.object({
  id: z.number(),
  kind: z.enum(PRINT_REQUEST_KINDS),
  /** The kind in Spanish ("Comanda", "Marchar", "Anulado", "Reimpresión"…). */
  label: z.string(),
  status: z.enum(PRINT_JOB_STATUSES),
  /** Where it went in words: the station's name, "Cocina (predeterminada)", the terminal… */
  targetLabel: z.string(),
  printerName: z.string().nullable(),
  createdAt: z.string(),
  printedAt: z.string().nullable(),
});
export type OrderPrintJob = z.infer<typeof orderPrintJobSchema>;
/** An order's tickets list holds at most this many (the newest ones). */
export const ORDER_PRINT_JOBS_MAX = 100;

/** GET /printing/status. */
export const printingStatusSchema = z.object({
  printers: z.array(printerStatusSchema),
  /** Held jobs that have no printer (nothing was configured for their lines). */
  unassignedHeld: z.number(),
});
export type PrintingStatus = z.infer<typeof printingStatusSchema>;
