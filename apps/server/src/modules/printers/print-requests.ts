/**
 * The seam between what happened (an order, a void, a payment…) and the paper it puts on a printer
 * (issue 20). Two owners meet here:
 *
 * - The queue (print-outbox / print worker) stores a PrintRequest in the transaction of the write
 *   that causes it, later expands it once into one job per printer (in one transaction, so an
 *   expansion is never half done or done twice), and sends each job's document.
 * - The tickets (ticket builders) know what each request prints: `expandPrintRequest` answers the
 *   documents and where each goes, and `encodeTicket` turns a document into ESC/POS bytes for the
 *   printer it finally goes to (its width and code page; a backup printer may differ).
 *
 * Requests carry ids and facts only: the expansion reads the committed rows.
 */

export type PrintRequest =
  /** A POS submit stored an order: comandas per station ("ADICIÓN" when the table already had open orders). */
  | { kind: 'order'; orderId: number }
  /** A held course was fired (issue 21): its lines' comandas, marked "MARCHAR" and the course. */
  | { kind: 'course-fired'; orderId: number; courseId: number; itemIds: readonly number[] }
  /** A line was voided: "ANULADO" with its quantity at the station that made it. */
  | { kind: 'void'; orderItemId: number; quantity: number; reason: string | null }
  /** A table transfer or merge: "CAMBIO DE MESA" at the stations with open items of the moved orders. */
  | { kind: 'table-move'; fromTableId: number; toTableId: number; orderIds: readonly number[] }
  /** A person asked for a past job again: its document marked "REIMPRESIÓN". */
  | { kind: 'reprint'; jobId: number }
  /** A payment: the receipt on the terminal's receipt printer (with a drawer kick when `cash`). */
  | { kind: 'receipt'; invoiceId: number; terminalId: string | null; cash: boolean }
  /** The drawer opened from the cash session, with no paper. */
  | { kind: 'drawer-kick'; terminalId: string }
  /** The token slip a POS prints after a submit, when the terminal has a receipt printer. */
  | { kind: 'token'; orderId: number; terminalId: string | null };

export type PrintRequestKind = PrintRequest['kind'];

/** One line of a printed ticket. Sizes are ESC/POS character multipliers (1 = normal). */
export type TicketLine =
  | { type: 'text'; text: string; align?: 'left' | 'center' | 'right'; bold?: boolean; size?: 1 | 2 }
  /** Left and right text on one line (a label and an amount), padded to the paper's columns. */
  | {
      type: 'pair';
      left: string;
      right: string;
      bold?: boolean;
      size?: 1 | 2;
      /**
       * Neither side may be cut (a token, an order number): when both do not fit on one line, the
       * left one prints on its own line and the right one under it, at the right. Otherwise the
       * left one is cut short to leave the right one whole (an item's name beside its amount).
       */
      whole?: boolean;
    }
  | { type: 'rule' }
  | { type: 'feed'; lines: number }
  | { type: 'qr'; data: string };

/** What one job prints, independent of the printer it ends up on. */
export type TicketDocument = {
  lines: TicketLine[];
  /** Cut the paper at the end (true for every paper ticket). */
  cut: boolean;
  /** Open the cash drawer (ESC p) after printing; only sent to a printer that has a drawer. */
  drawerKick: boolean;
};

/** Where an expanded job goes; the queue resolves it to a printer (and a backup) at expansion. */
export type TicketTarget =
  | { station: number }
  /** Lines of categories no station routes: the default kitchen printer, if one is set. */
  | { defaultKitchen: true }
  | { terminal: string | null }
  | { printer: number };

export type ExpandedTicket = { target: TicketTarget; document: TicketDocument };
