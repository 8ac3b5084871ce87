import SqliteDatabase from 'better-sqlite3';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteDialect,
  sql,
} from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { preparedQuery, preparedVariants, standInItems } from './prepared-query';
import { WriteVersion } from './write-version';

interface Tables {
  items: { id: number; name: string; stock: number };
}

const open: Kysely<Tables>[] = [];
afterEach(async () => {
  for (const db of open.splice(0)) await db.destroy();
});

function sqliteDb(writes = new WriteVersion()) {
  const database = new SqliteDatabase(':memory:');
  database.exec(
    "create table items (id integer primary key, name text, stock integer); insert into items values (1, 'a', 5), (2, 'b', 0)",
  );
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database }), plugins: [writes] });
  open.push(db);
  return db;
}

const itemByName = preparedQuery((db: Kysely<Tables>, v: { name: string; minStock: number }) =>
  db.selectFrom('items').select(['id', 'stock']).where('name', '=', v.name).where('stock', '>=', v.minStock),
);

const takeStock = preparedQuery((db: Kysely<Tables>, v: { id: number; amount: number }) =>
  db
    .updateTable('items')
    .set({ stock: sql`stock - ${v.amount}` })
    .where('id', '=', v.id)
    .where(sql<boolean>`stock - ${v.amount} >= 0`)
    .returning('stock'),
);

describe('preparedQuery', () => {
  it('answers each run with its own values, as the built query would', async () => {
    const db = sqliteDb();
    expect((await itemByName(db, { name: 'a', minStock: 1 })).rows).toEqual([{ id: 1, stock: 5 }]);
    expect((await itemByName(db, { name: 'b', minStock: 1 })).rows).toEqual([]);
    expect((await itemByName(db, { name: 'b', minStock: 0 })).rows).toEqual([{ id: 2, stock: 0 }]);
    // A value used twice in the SQL takes the run's value at both places.
    expect((await takeStock(db, { id: 1, amount: 3 })).rows).toEqual([{ stock: 2 }]);
    expect((await takeStock(db, { id: 1, amount: 3 })).rows).toEqual([]);
    expect((await db.selectFrom('items').select('stock').where('id', '=', 1).executeTakeFirst())?.stock).toBe(2);
  });

  it('keeps the values fixed at build as they were', async () => {
    const db = sqliteDb();
    const inStock = preparedQuery((db: Kysely<Tables>, v: { id: number }) =>
      db.selectFrom('items').select('id').where('id', '=', v.id).where('stock', '>', 0),
    );
    expect((await inStock(db, { id: 1 })).rows).toEqual([{ id: 1 }]);
    expect((await inStock(db, { id: 2 })).rows).toEqual([]);
  });

  it('runs inside a transaction and rolls back with it', async () => {
    const db = sqliteDb();
    await expect(
      db.transaction().execute(async (trx) => {
        await takeStock(trx, { id: 1, amount: 5 });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await itemByName(db, { name: 'a', minStock: 0 })).rows).toEqual([{ id: 1, stock: 5 }]);
  });

  it('counts every run of a write for the micro-cache, and no read', async () => {
    const writes = new WriteVersion();
    const db = sqliteDb(writes);
    // Compiled at their first runs (compiling passes the query through the plugins once more).
    await itemByName(db, { name: 'a', minStock: 0 });
    await takeStock(db, { id: 1, amount: 1 });
    const before = writes.value;
    await itemByName(db, { name: 'a', minStock: 0 });
    expect(writes.value).toBe(before);
    await takeStock(db, { id: 1, amount: 1 });
    await takeStock(db, { id: 1, amount: 1 });
    // Each write bumps the version before and after it runs.
    expect(writes.value).toBe(before + 4);
  });

  it('compiles for each database its own dialect', async () => {
    const sqlite = sqliteDb();
    const seen: string[] = [];
    // PostgreSQL's compiler over Kysely's driver that runs nothing; the log shows the SQL sent.
    const pg = new Kysely<Tables>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new DummyDriver(),
        createIntrospector: (db) => new PostgresIntrospector(db),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
      log: (event) => void seen.push(event.query.sql),
    });
    open.push(pg);
    await itemByName(pg, { name: 'a', minStock: 1 });
    expect(seen).toEqual(['select "id", "stock" from "items" where "name" = $1 and "stock" >= $2']);
    expect((await itemByName(sqlite, { name: 'a', minStock: 1 })).rows).toEqual([{ id: 1, stock: 5 }]);
  });

  it('refuses a value the build looked at instead of putting it in the SQL', async () => {
    const db = sqliteDb();
    const looked = preparedQuery((db: Kysely<Tables>, v: { id: number; withStock: boolean }) => {
      const query = db.selectFrom('items').select('id').where('id', '=', v.id);
      return v.withStock === true ? query.where('stock', '>', 0) : query;
    });
    await expect(looked(db, { id: 1, withStock: true })).rejects.toThrow(/"withStock" does not reach the SQL/);
  });

  it('takes a list of items, one field of each where the build put it', async () => {
    const db = sqliteDb();
    const stockOf = preparedVariants(
      (count: number) => (db: Kysely<Tables>, v: { items: readonly { id: number }[] }) =>
        db
          .selectFrom('items')
          .select(['id', 'stock'])
          .where(
            'id',
            'in',
            standInItems(v.items, count).map((item) => item.id),
          )
          .orderBy('id'),
    );
    expect((await stockOf(2)(db, { items: [{ id: 2 }, { id: 1 }] })).rows).toEqual([
      { id: 1, stock: 5 },
      { id: 2, stock: 0 },
    ]);
    expect((await stockOf(1)(db, { items: [{ id: 2 }] })).rows).toEqual([{ id: 2, stock: 0 }]);
    expect(() => standInItems([{ id: 1 }], 1)).toThrow(/must be a value of the build/);
  });
});
