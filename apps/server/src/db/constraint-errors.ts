/** Constraint failures named the same way on both databases (PostgreSQL's SQLSTATE, SQLite's named code). */
const codeOf = (err: unknown) => (err as { code?: unknown } | null)?.code;

export function isForeignKeyViolation(err: unknown): boolean {
  const code = codeOf(err);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

export function isUniqueViolation(err: unknown): boolean {
  const code = codeOf(err);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
