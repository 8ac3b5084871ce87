import type { TestServer } from './test-server';

/** The columns of `table` in the server's own database (on PostgreSQL the introspector reads its own schema only). */
export async function tableColumns(server: TestServer, table: string): Promise<string[]> {
  return (await server.app.db.introspection.getTables()).find((t) => t.name === table)!.columns.map((c) => c.name);
}
