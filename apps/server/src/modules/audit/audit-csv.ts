import { AUDIT_ACTION_LABELS, type AuditEntry, type AuditValues } from '@comandero/contracts';
import { csvDateTime, csvLines } from '../../lib/csv.js';

const values = (v: AuditValues | null) => (v ? JSON.stringify(v) : '');

/** One row per entry, newest first; before and after as JSON so a sheet keeps them exact. */
export function auditCsv(entries: AuditEntry[], timeZone: string): string {
  return csvLines([
    [
      'Fecha',
      'Usuario',
      'Dispositivo',
      'Terminal',
      'IP',
      'Acción',
      'Código',
      'Entidad',
      'Id',
      'Antes',
      'Después',
      'Motivo',
    ],
    ...entries.map((e) => [
      csvDateTime(e.at, timeZone),
      e.username,
      e.device_name,
      e.terminal_id,
      e.ip,
      AUDIT_ACTION_LABELS[e.action] ?? e.action,
      e.action,
      e.entity_type,
      e.entity_id,
      values(e.before),
      values(e.after),
      e.reason,
    ]),
  ]);
}
