import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db';
import { TEST_DB } from '../helpers/test-server';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const suffix = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const own = `own_${suffix}`;
const other = (i: number) => `other_${suffix}_${i}`;
/** Introspections beside the churn of other schemas: Kysely's own introspector met a drop within a few. */
const INTROSPECTIONS = 30;

describe.skipIf(TEST_DB !== 'postgres')('starting on one schema while others come and go', () => {
  const admin = new pg.Client({ connectionString: PG_URL });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-own-schema-'));
  const handle = createDb({ dataDir, databaseUrl: PG_URL, pgSchema: own });

  afterAll(async () => {
    await handle.destroy();
    await admin.query(`drop schema if exists ${own} cascade`);
    await admin.query(`drop schema if exists ${other(0)} cascade`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates and introspects its own schema only, however many others are dropped meanwhile', async () => {
    await admin.connect();
    await admin.query(`create schema ${own}`);
    // What a shared database or a parallel test suite does: schemas with serial tables, dropped at any moment.
    // Kysely's PostgreSQL introspector looks into every schema by name and failed a start with
    // `relation "<other>.things" does not exist` when a drop committed under it.
    let stop = false;
    const churn = (async () => {
      let made = 0;
      for (; !stop; made++) {
        await admin.query(`create schema ${other(made)}; create table ${other(made)}.things (id serial primary key)`);
        await admin.query(`drop schema ${other(made)} cascade`);
      }
      return made;
    })();
    const seen = new Set<string | undefined>();
    try {
      await handle.migrate();
      for (let i = 0; i < INTROSPECTIONS; i++) {
        for (const table of await handle.db.introspection.getTables()) seen.add(table.schema);
      }
    } finally {
      stop = true;
    }
    expect(await churn).toBeGreaterThan(0);
    expect(seen).toEqual(new Set([own]));

    await admin.query(`create schema ${other(0)}; create table ${other(0)}.things (id serial primary key)`);
    const tables = await handle.db.introspection.getTables();
    expect(tables.map((t) => t.schema).filter((s) => s !== own)).toEqual([]);
    expect(tables.find((t) => t.name === 'orders')?.columns.find((c) => c.name === 'id')).toMatchObject({
      isAutoIncrementing: true,
      hasDefaultValue: true,
      isNullable: false,
    });
  });
});
