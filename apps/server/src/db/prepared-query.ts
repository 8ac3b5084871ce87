import { createQueryId, type Compilable, type CompiledQuery, type Kysely, type QueryResult } from 'kysely';

/**
 * Marks where a named value goes while a query is built once; never sent to the database. With
 * an index and a field, it stands for `values[name][index][field]` (see standInItems).
 */
class Placeholder {
  constructor(
    readonly name: string,
    readonly index?: number,
    readonly field?: string,
  ) {}
}

/** Each parameter of the compiled SQL: a value given at each run (by name) or one fixed at build. */
type Slot = { name: string; index?: number; field?: string } | { fixed: unknown };

/** The run's value of a slot. */
function valueOf(slot: Slot, values: Record<string, unknown>): unknown {
  if (!('name' in slot)) return slot.fixed;
  const value = values[slot.name];
  return slot.index === undefined ? value : (value as Record<string, unknown>[])[slot.index]![slot.field!];
}

interface Compiled {
  query: CompiledQuery;
  slots: Slot[];
}

/**
 * A query of a fixed shape on a hot path (a payment runs about a dozen), built and compiled by
 * Kysely once per database instead of at every run, then run with new values. Kysely builds
 * a query as a tree of frozen nodes and compiles it to SQL each time it runs, which cost about
 * a fifth of a payment's CPU; what changes between runs is only the values.
 *
 * `build` receives stand-ins for the values, typed as the values they stand for: it must put
 * them in the query as values (`where('id', '=', values.id)`, `.set({ n: values.n })`, inside
 * `sql` templates) and never look at them (no `if`, no spreading, no `in` with a list, no
 * arithmetic): a shape that depends on a value needs one prepared query per shape. A stand-in
 * that does not reach the SQL as a parameter is an error at the first run. Everything that
 * changes between runs must come in `values`: a `nowSeconds()` called inside `build` would be
 * the first run's time for ever.
 *
 * Each run goes through the database's plugins as a built query does (`transformQuery` with a
 * new query id, then `transformResult`), so the write counter of the micro-cache
 * (`db/write-version.ts`) sees every write. Plugins must not change the query per run: the
 * SQL is the one compiled the first time. The SQL is kept per database (its adapter, which its
 * transactions share), so a `withSchema` or `withPlugin` copy of it would reuse the SQL compiled
 * without that schema or plugin: run prepared queries on `app.db` and its transactions only.
 */
export function preparedQuery<DB, Values extends object, Row>(
  build: (db: Kysely<DB>, values: Values) => Compilable<Row>,
): (db: Kysely<DB>, values: Values) => Promise<QueryResult<Row>> {
  // Per Kysely instance (a transaction shares its database's adapter): the SQL is the dialect's.
  const compiledFor = new WeakMap<object, Compiled>();

  return async (db, values) => {
    const executor = db.getExecutor();
    let compiled = compiledFor.get(executor.adapter);
    if (!compiled) {
      compiled = compile(db, build);
      compiledFor.set(executor.adapter, compiled);
    }
    const parameters = compiled.slots.map((slot) => valueOf(slot, values as Record<string, unknown>));
    const queryId = createQueryId();
    executor.transformQuery(compiled.query.query, queryId);
    return (await executor.executeQuery({ ...compiled.query, parameters, queryId })) as QueryResult<Row>;
  };
}

function compile<DB, Values extends object, Row>(
  db: Kysely<DB>,
  build: (db: Kysely<DB>, values: Values) => Compilable<Row>,
): Compiled {
  const stand = new Map<string, Placeholder>();
  const values = new Proxy({} as Values, {
    get(_, name) {
      if (typeof name !== 'string') return undefined;
      let placeholder = stand.get(name);
      if (!placeholder) stand.set(name, (placeholder = new Placeholder(name)));
      return placeholder;
    },
  });
  const query = build(db, values).compile();
  const slots = query.parameters.map((p): Slot =>
    p instanceof Placeholder ? { name: p.name, index: p.index, field: p.field } : { fixed: p },
  );
  for (const name of stand.keys()) {
    if (!slots.some((slot) => 'name' in slot && slot.name === name))
      throw new Error(`preparedQuery: the value "${name}" does not reach the SQL as a parameter: ${query.sql}`);
  }
  return { query, slots };
}

/**
 * In a build, the first `count` items of a list value, whose fields stand for the run's items'
 * fields: `standInItems(values.lines, count).map((line) => ({ amount: line.amount }))`. The
 * query is then prepared per count (preparedVariants), and each run passes a list that long.
 */
export function standInItems<Item extends object>(list: readonly Item[], count: number): Item[] {
  const stand = list as unknown;
  if (!(stand instanceof Placeholder) || stand.index !== undefined)
    throw new Error('standInItems: the list must be a value of the build');
  return Array.from(
    { length: count },
    (_, index) =>
      new Proxy({} as Item, {
        get: (_, field) => (typeof field === 'string' ? new Placeholder(stand.name, index, field) : undefined),
      }),
  );
}

/** More shapes than this (lists of every length, say) are compiled at each run past the limit. */
const MAX_VARIANTS = 64;

/**
 * Prepared queries for a query whose shape depends on a key (an event's columns, a list's
 * length): `build(key)` gives the shape, prepared once per key as preparedQuery does.
 */
export function preparedVariants<Key, DB, Values extends object, Row>(
  build: (key: Key) => (db: Kysely<DB>, values: Values) => Compilable<Row>,
): (key: Key) => (db: Kysely<DB>, values: Values) => Promise<QueryResult<Row>> {
  const variants = new Map<Key, (db: Kysely<DB>, values: Values) => Promise<QueryResult<Row>>>();
  return (key) => {
    let variant = variants.get(key);
    if (!variant) {
      variant = preparedQuery(build(key));
      if (variants.size < MAX_VARIANTS) variants.set(key, variant);
    }
    return variant;
  };
}
