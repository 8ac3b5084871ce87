import type { ColumnDataType, CreateTableBuilder, Kysely } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/**
 * The few places where SQLite and PostgreSQL spell a portable schema differently.
 * Everything else uses types both understand: integer, bigint (cents, unix seconds), text.
 * Booleans are integers 0/1 and JSON is text, so the same queries run on both.
 */
export interface SchemaKit {
  dialect: DialectName;
  /** CREATE TABLE with an auto-increment integer primary key `id`. */
  table(name: string): CreateTableBuilder<string, 'id'>;
  /** A non-money fractional number (ratings, percentages): never used for money. */
  float: ColumnDataType;
}

// The migration builders are untyped (Kysely<any>) on purpose: migrations must not
// depend on the current Database interface, which later migrations change.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function schemaKit(db: Kysely<any>, dialect: DialectName): SchemaKit {
  return {
    dialect,
    table: (name) =>
      dialect === 'postgres'
        ? db.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey())
        : db.schema.createTable(name).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()),
    float: dialect === 'postgres' ? 'double precision' : 'real',
  };
}
