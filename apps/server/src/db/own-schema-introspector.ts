// Kysely's PostgreSQL introspector reads the tables of every schema in the database and calls
// pg_get_serial_sequence on each by name. When another schema is dropped meanwhile (another app's on a shared
// database, another test suite's), that call fails with `relation "<schema>.<table>" does not exist`. The
// migrator asks the introspector whether its own tables exist at every start, so a server could fail to start
// because of a schema it never uses. This introspector reads the connection's own schema only: current_schema(),
// which the pool's search_path (PG_SCHEMA) sets.
import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Dialect,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

interface ColumnRow {
  table_schema: string;
  table_name: string;
  table_type: string;
  column_name: string;
  udt_name: string;
  udt_schema: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
}

const KYSELY_TABLES = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);

export class OwnSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    // The catalog alone: no function here opens another schema's relations.
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(this.#db);
    return rows;
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.table_schema, c.table_name, t.table_type, c.column_name, c.udt_name, c.udt_schema,
             c.is_nullable, c.column_default, c.is_identity
        from information_schema.tables t
        join information_schema.columns c on c.table_schema = t.table_schema and c.table_name = t.table_name
       where t.table_schema = current_schema()
       order by c.table_name, c.ordinal_position`.execute(this.#db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.has(row.table_name)) continue;
      let table = tables.get(row.table_name);
      if (!table) {
        table = { name: row.table_name, schema: row.table_schema, isView: row.table_type === 'VIEW', columns: [] };
        tables.set(row.table_name, table);
      }
      table.columns.push({
        name: row.column_name,
        dataType: row.udt_name,
        dataTypeSchema: row.udt_schema,
        isNullable: row.is_nullable === 'YES',
        isAutoIncrementing: row.is_identity === 'YES' || (row.column_default ?? '').startsWith('nextval('),
        hasDefaultValue: row.column_default !== null,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** `dialect` with its introspector replaced by OwnSchemaIntrospector (PostgreSQL only). */
export function withOwnSchemaIntrospection(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => dialect.createDriver(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => new OwnSchemaIntrospector(db),
  };
}
