import { z } from 'zod';

/**
 * Issue 24, membership: a loyalty programme per store (docs/membership.md). Points are earned on
 * what a member paid before the tip, per Col$ 1.000, at their tier's rate; they are redeemed as the
 * payment type "Puntos" (a tender, so the DE-POS keeps its tax base and the drawer counts no cash).
 * Money on the wire in pesos, points as whole numbers.
 */
export const MEMBERSHIP_MESSAGES = {
  settingsSaved: '¡Programa de puntos guardado!',
  rateInvalid: '¡Puntos por cada Col$ 1.000 inválidos! Use un número entero entre 0 y 1.000.',
  minimumInvalid: '¡Saldo mínimo para redimir inválido! Use un número entero de puntos, 0 o más.',
  pointValueInvalid: '¡Valor del punto inválido! Use un valor en pesos mayor que 0.',
  enabledInvalid: '¡Indique si el programa está activo!',
  tierNameRequired: '¡Escriba el nombre del nivel!',
  tierNameTooLong: '¡El nombre del nivel no puede superar 50 caracteres!',
  tierThresholdInvalid: '¡Umbral inválido! Use un número entero de puntos, 0 o más.',
  tierDuplicate: '¡Ya existe un nivel con ese nombre!',
  tierThresholdDuplicate: '¡Ya existe un nivel con ese umbral!',
  tierNotFound: '¡Nivel no encontrado!',
  tierAdded: '¡Nivel agregado!',
  tierUpdated: '¡Nivel actualizado!',
  tierDeleted: '¡Nivel eliminado!',
  consentRequired: '¡Para inscribir al cliente debe aceptar el tratamiento de sus datos personales (Ley 1581 de 2012)!',
  consentOutdated: '¡El texto de autorización cambió! Vuelva a mostrarlo al cliente.',
  alreadyMember: '¡El cliente ya está inscrito en el programa de puntos!',
  joined: '¡Cliente inscrito en el programa de puntos!',
  notMember: '¡El cliente no está inscrito en el programa de puntos!',
  programmeOff: '¡El programa de puntos no está activo!',
  pointsNeedCustomer: '¡Para pagar con puntos asocie un cliente inscrito al pedido!',
  belowMinimum: (min: number) => `¡Se necesitan al menos ${min} puntos para redimir!`,
  notEnoughPoints: (balance: number, needed: number) =>
    `¡Saldo de puntos insuficiente! Tiene ${balance} y se necesitan ${needed}.`,
  reasonRequired: '¡Escriba el motivo!',
  reasonTooLong: '¡El motivo no puede superar 200 caracteres!',
  adjustInvalid: '¡Ajuste inválido! Use un número entero de puntos distinto de 0.',
  adjusted: '¡Puntos ajustados!',
  adjustOverdraft: '¡El ajuste dejaría el saldo de puntos en negativo!',
  invoiceNotFound: '¡Factura no encontrada!',
  nothingToReverse: '¡Esta factura no tiene puntos por revertir!',
  reversed: '¡Puntos de la factura revertidos!',
  eraseConfirm: '¡Confirme que desea eliminar los datos personales del miembro!',
  erased: '¡Datos personales eliminados! El historial de puntos queda sin nombre ni teléfono.',
  eraseBooked: '¡El cliente tiene una reserva pendiente! Cancélela antes de eliminar sus datos personales.',
} as const;

/** The reason written on the ledger when a supresión forfeits the balance left. */
export const ERASURE_REASON = 'Supresión de datos personales (Ley 1581 de 2012)';

const M = MEMBERSHIP_MESSAGES;

export const MOVEMENT_KINDS = ['earn', 'redeem', 'reverse', 'adjust'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
export const MOVEMENT_KIND_LABELS: Record<MovementKind, string> = {
  earn: 'Acumulación',
  redeem: 'Redención',
  reverse: 'Reversión',
  adjust: 'Ajuste',
};

const wholePoints = (message: string, max = 1_000_000_000) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);

export const membershipSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Points per Col$ 1.000 paid (before tip) by a member below every tier. */
  pointsPerThousand: z.number(),
  minRedeemPoints: z.number(),
  /** Pesos one point pays. */
  pointValue: z.number(),
  /** The "Puntos" payment type; null until the programme is first turned on. */
  paymentTypeId: z.number().nullable(),
});
export type MembershipSettings = z.infer<typeof membershipSettingsSchema>;

export const membershipSettingsBody = z.object({
  enabled: z.boolean({ error: M.enabledInvalid }),
  pointsPerThousand: wholePoints(M.rateInvalid, 1000),
  minRedeemPoints: wholePoints(M.minimumInvalid),
  pointValue: z
    .number({ error: M.pointValueInvalid })
    .positive(M.pointValueInvalid)
    .max(1_000_000, M.pointValueInvalid)
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: M.pointValueInvalid,
    }),
});
export type MembershipSettingsBody = z.input<typeof membershipSettingsBody>;

export const tierSchema = z.object({
  id: z.number(),
  name: z.string(),
  threshold: z.number(),
  pointsPerThousand: z.number(),
});
export type Tier = z.infer<typeof tierSchema>;

export const tierBody = z.object({
  name: z.string({ error: M.tierNameRequired }).trim().min(1, M.tierNameRequired).max(50, M.tierNameTooLong),
  threshold: wholePoints(M.tierThresholdInvalid),
  pointsPerThousand: wholePoints(M.rateInvalid, 1000),
});
export type TierBody = z.input<typeof tierBody>;

export const joinBody = z.object({
  phone: z.string({ error: M.notMember }).trim().min(1, M.notMember).max(30, M.notMember),
  consent: z.literal(true, { error: M.consentRequired }),
  consentVersion: z.string({ error: M.consentOutdated }).max(20, M.consentOutdated),
});
export type JoinBody = z.input<typeof joinBody>;

export const memberSchema = z.object({
  phone: z.string(),
  name: z.string(),
  joinedAt: z.string(),
  balance: z.number(),
  lifetime: z.number(),
  /** The tier reached by lifetime points; null below every threshold. */
  tier: z.string().nullable(),
  /** Pesos the balance would pay. */
  balanceValue: z.number(),
  consentAt: z.string(),
  consentVersion: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const membersQuery = z.object({
  search: z.string().trim().max(100).optional(),
});

/** What the POS needs about one customer: their membership (null: not a member) and the programme. */
export const memberLookupAnswer = z.object({
  member: memberSchema.nullable(),
  programme: membershipSettingsSchema,
});
export type MemberLookup = z.infer<typeof memberLookupAnswer>;

export const movementSchema = z.object({
  id: z.number(),
  kind: z.enum(MOVEMENT_KINDS),
  points: z.number(),
  /** Pesos: what earned the points, or what the redeemed points paid. */
  amount: z.number(),
  invoiceId: z.number().nullable(),
  reason: z.string().nullable(),
  username: z.string().nullable(),
  createdAt: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;

const reasonField = z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(200, M.reasonTooLong);

export const adjustBody = z.object({
  points: z
    .number({ error: M.adjustInvalid })
    .int(M.adjustInvalid)
    .refine((n) => n !== 0 && Math.abs(n) <= 1_000_000_000, { message: M.adjustInvalid }),
  reason: reasonField,
});
export const reverseBody = z.object({ reason: reasonField });
/** Ley 1581 supresión: the screen asks first, and the body says it did. */
export const eraseBody = z.object({ confirm: z.literal(true, { error: M.eraseConfirm }) });

export const membershipReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  issued: z.number(),
  redeemed: z.number(),
  /** Net of reversals and adjustments in the range. */
  reversed: z.number(),
  adjusted: z.number(),
  /** Every member's balance now, in points and pesos: what the store owes. */
  outstanding: z.number(),
  outstandingValue: z.number(),
  members: z.number(),
});
export type MembershipReport = z.infer<typeof membershipReportSchema>;
