import type { ColumnDataType, ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { DialectName } from '../dialect';

// Frozen with the migrations that use it: a change here changes what an old migration does, so
// add a new helper (or copy into the new migration) instead of editing one an applied migration calls.

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

/**
 * A compact, portable way to write tables in migrations. A column is
 *   'text' | 'int' | 'bool' | 'cents' | 'time' | 'float' | 'json' | 'json{}'  (NOT NULL with a zero default),
 *   with ':value' for another default ('text:normal', 'bool:1'),
 *   or a trailing '?' for a nullable column without default ('text?', 'time?'),
 *   or { ref: 'table', onDelete?, nullable? } for an integer foreign key to table.id.
 * Money is always 'cents' (bigint), times are unix seconds ('time', bigint).
 */
export type ColumnSpec =
  | `${'text' | 'int' | 'bool' | 'cents' | 'time' | 'float' | 'json' | 'json{}'}${'' | '?' | `:${string}`}`
  | { ref: string; onDelete?: 'cascade' | 'set null' | 'restrict'; nullable?: boolean };

export interface TableSpec {
  columns: Record<string, ColumnSpec>;
  unique?: string[][];
  indexes?: string[][];
}

const SQL_TYPES = {
  text: 'text',
  int: 'integer',
  bool: 'integer',
  cents: 'bigint',
  time: 'bigint',
  json: 'text',
} as const;

function defaultOf(base: string, explicit: string | undefined): string | number {
  if (base === 'text') return explicit ?? '';
  if (base === 'json') return explicit ?? '[]';
  if (base === 'json{}') return '{}';
  return Number(explicit ?? 0);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createTable(db: Kysely<any>, kit: SchemaKit, name: string, spec: TableSpec): Promise<void> {
  let builder: CreateTableBuilder<string, string> = kit.table(name);
  for (const [column, def] of Object.entries(spec.columns)) {
    if (typeof def === 'object') {
      builder = builder.addColumn(column, 'integer', (c) => {
        let col: ColumnDefinitionBuilder = c.references(`${def.ref}.id`).onDelete(def.onDelete ?? 'restrict');
        if (!def.nullable) col = col.notNull();
        return col;
      });
      continue;
    }
    const nullable = def.endsWith('?');
    const [rawBase = 'text', explicit] = (nullable ? def.slice(0, -1) : def).split(':') as [string, string?];
    const type = rawBase === 'float' ? kit.float : SQL_TYPES[rawBase.replace('{}', '') as keyof typeof SQL_TYPES];
    builder = builder.addColumn(column, type, (c) =>
      nullable ? c : c.notNull().defaultTo(defaultOf(rawBase, explicit)),
    );
  }
  for (const cols of spec.unique ?? []) builder = builder.addUniqueConstraint(`${name}_${cols.join('_')}_uq`, cols);
  await builder.execute();
  for (const cols of spec.indexes ?? []) {
    await db.schema
      .createIndex(`${name}_${cols.join('_')}_idx`)
      .on(name)
      .columns(cols)
      .execute();
  }
}
