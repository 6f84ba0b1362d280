/**
 * The tip's texts on the receipt and the customer display (spec: the tip is voluntary). Apart from
 * bills.ts, with no zod, because the POS's start reads them (issue 22: see pos-core.ts).
 */
export const TIP_NOTICE = 'La propina es voluntaria. Usted puede aceptarla, modificarla o rechazarla.';
export const TIP_LINE_TITLE = 'Propina voluntaria';
