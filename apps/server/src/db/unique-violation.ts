/** An insert or update refused by a unique index: PostgreSQL's code 23505, SQLite's "UNIQUE constraint failed". */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | undefined;
  return e?.code === '23505' || /UNIQUE constraint failed/i.test(e?.message ?? '');
}
