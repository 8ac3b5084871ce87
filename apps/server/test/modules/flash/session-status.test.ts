import { flashSessionStatus, type FlashSessionStatus } from '@bazaar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashSessionIn } from '../../../src/modules/catalog/product-flash';
import { createFlashSession } from '../../helpers/flash';
import { startServer, type TestServer } from '../../helpers/test-server';

// The queries' form of the status rule answers as the contract's flashSessionStatus does, at its boundaries too.

const NOW = 2_000_000_000;
/** Windows around NOW: ended at the instant, started at the instant, starting a second later, and plain ones. */
const WINDOWS = [
  { starts_at: NOW - 20, ends_at: NOW - 10 },
  { starts_at: NOW - 10, ends_at: NOW },
  { starts_at: NOW, ends_at: NOW + 10 },
  { starts_at: NOW - 5, ends_at: NOW + 5 },
  { starts_at: NOW + 1, ends_at: NOW + 10 },
];
const STATUS_SETS: FlashSessionStatus[][] = [['upcoming'], ['live'], ['ended'], ['upcoming', 'live']];

let server: TestServer;
const ids = new Map<number, (typeof WINDOWS)[number]>();

beforeAll(async () => {
  server = await startServer();
  for (const window of WINDOWS) {
    ids.set(await createFlashSession(server.app, { startsAt: window.starts_at, endsAt: window.ends_at }), window);
  }
});
afterAll(() => server.close());

describe('flashSessionIn', () => {
  it.each(STATUS_SETS.map((statuses) => [statuses.join(' or '), statuses] as const))(
    'finds the sessions flashSessionStatus calls %s',
    async (_, statuses) => {
      const found = await server.app.db
        .selectFrom('flash_sessions as s')
        .select('s.id')
        .where('s.id', 'in', [...ids.keys()])
        .where(flashSessionIn('s', statuses, NOW))
        .orderBy('s.id')
        .execute();
      const expected = [...ids].filter(([, w]) => statuses.includes(flashSessionStatus(w, NOW))).map(([id]) => id);
      expect(expected.length).toBeGreaterThan(0);
      expect(found.map((r) => r.id)).toEqual(expected);
    },
  );
});
