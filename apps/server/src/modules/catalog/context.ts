import type { Db } from '../../db';
import type { KvStore } from '../../lib/kv';

/** What catalog services read from: the database and the shared key-value store (cached counts). */
export interface CatalogCtx {
  db: Db;
  kv: KvStore;
}
