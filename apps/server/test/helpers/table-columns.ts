import type { TestServer } from './test-server';

/** The columns of `table` in the server's own database (on PostgreSQL its own schema: other suites have the same tables). */
export async function tableColumns(server: TestServer, table: string): Promise<string[]> {
  const own = server.config.pgSchema;
  return (await server.app.db.introspection.getTables())
    .find((t) => t.name === table && (!own || t.schema === own))!
    .columns.map((c) => c.name);
}
