import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../src/modules/ledger';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

/** 2026-03-01T00:00:00Z: every line of the statements under test falls in March. */
const MARCH = Date.UTC(2026, 2, 1) / 1000;
const march = `from=${MARCH}&to=${MARCH + 31 * 86_400 - 1}`;
/** Lines per statement: drawn on the event loop, one such Thai statement held every call for most of a second. */
const LINES = 1_500;

let server: TestServer;

/** A shopper whose March has LINES fund records, each at its own minute, with Thai details. */
async function shopperWithLines(): Promise<TestShopper> {
  const shopper = await createShopper(server.app);
  const { transactionId } = await server.app.db.transaction().execute((trx) =>
    post(trx, {
      type: 'deposit',
      ref: `test:thai:${shopper.id}`,
      memo: 'โอนเงินเข้าบัญชีจากธนาคารกรุงเทพ',
      postings: [
        { account: { kind: 'user_available', ownerId: shopper.id }, amount: 100 },
        { account: { kind: 'external_deposits' }, amount: -100 },
      ],
    }),
  );
  const posting = await server.app.db
    .selectFrom('ledger_postings')
    .select('account_id')
    .where('transaction_id', '=', transactionId)
    .where('amount', '=', 100)
    .executeTakeFirstOrThrow();
  // Lines straight in the table (no balance moves): only how many there are to draw matters here.
  const rows = Array.from({ length: LINES - 1 }, (_, i) => ({
    transaction_id: transactionId,
    account_id: posting.account_id,
    amount: 0,
    balance_before: 100,
    balance_after: 100,
    createtime: MARCH + 60 * (i + 1),
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await server.app.db
      .insertInto('ledger_postings')
      .values(rows.slice(i, i + 500))
      .execute();
  }
  return shopper;
}

const statementPdf = (shopper: TestShopper) =>
  fetch(`${server.url}/api/user/bill_export?format=pdf&${march}&lang=th`, { headers: { token: shopper.token } });

beforeAll(async () => {
  // Two drawing threads and four statements waiting: six at once are drawn, a seventh is refused.
  server = await startServer({ config: { statementWork: { workers: 2, queue: 4 } } });
});
afterAll(() => server?.close());

// Measured before PDFs moved to worker threads: six Thai statements of 2,000 lines held an
// unrelated public call for six seconds.
// On a loaded machine seven long statements take a minute to draw.
describe('PDF statements in worker threads', { timeout: 120_000 }, () => {
  it('leave the server answering while six long Thai statements are drawn, and refuse a seventh as busy', async () => {
    const shoppers = await Promise.all(Array.from({ length: 7 }, shopperWithLines));
    // A drawing thread starts on the first statement (from source, it compiles its modules first).
    const newcomer = await createShopper(server.app);
    expect((await statementPdf(newcomer)).headers.get('content-type')).toBe('application/pdf');
    // How long one long statement takes to draw here: on a loaded machine, seconds.
    const drawStart = performance.now();
    expect((await statementPdf(shoppers[0]!)).headers.get('content-type')).toBe('application/pdf');
    const drawing = performance.now() - drawStart;

    // Probing starts once the first statement is back: by then all are read from the database
    // (that part is the event loop's), and the other five are being drawn or wait for it.
    let waiting = true;
    let firstBack!: () => void;
    const oneBack = new Promise<void>((resolve) => (firstBack = resolve));
    const answers = Promise.all(
      shoppers.map(async (shopper) => {
        const res = await statementPdf(shopper);
        const bytes = Buffer.from(await res.arrayBuffer());
        if (res.status === 200 && res.headers.get('content-type') === 'application/pdf') firstBack();
        return { type: res.headers.get('content-type'), bytes };
      }),
    ).finally(() => {
      waiting = false;
    });
    await oneBack;
    let slowest = 0;
    let probes = 0;
    while (waiting) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/health`);
      expect(res.status).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
      probes += 1;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // Drawn on the event loop, each statement would hold this call for as long as it takes to draw
    // (most of a second on an idle machine); a loaded machine slows every call, hence the relative bound.
    expect(slowest).toBeLessThan(Math.max(250, drawing / 2));
    expect(probes).toBeGreaterThan(5);

    const files = await answers;
    const pdfs = files.filter((f) => f.type === 'application/pdf');
    expect(pdfs).toHaveLength(6);
    for (const { bytes } of pdfs) expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const refused = files.filter((f) => f.type !== 'application/pdf');
    expect(refused.map((f) => JSON.parse(f.bytes.toString('utf8')))).toEqual([
      expect.objectContaining({ code: 0, msg: 'ขณะนี้กำลังจัดทำใบแจ้งยอดจำนวนมาก โปรดลองอีกครั้งในอีกสักครู่' }),
    ]);
  });
});
