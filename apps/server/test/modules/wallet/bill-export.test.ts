import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_EXPORT_TIME_MAX } from '@bazaar/contract';
import { accountId, post, type PostingInput } from '../../../src/modules/ledger';
import { STATEMENT_MAX_LINES } from '../../../src/modules/wallet/statement';
import { pdfFonts, pdfText, pdfTitle } from '../../helpers/pdf-text';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';
import { expectLedgerOk } from '../../helpers/wallet';

const DAY = 86_400;
/** 2026-03-01T00:00:00Z, the first day of the period under test (March). */
const MARCH = Date.UTC(2026, 2, 1) / 1000;
const APRIL = Date.UTC(2026, 3, 1) / 1000;

let server: TestServer;
let alice: TestShopper;
let bob: TestShopper;

/** One ledger line on the shopper's balance at `time` (against the outside world), as the services write them. */
async function line(
  shopper: TestShopper,
  cents: number,
  time: number,
  entry: { type: string; ref: string; memo: string },
) {
  const postings: PostingInput[] = [
    { account: { kind: 'user_available', ownerId: shopper.id }, amount: cents },
    { account: { kind: 'external_deposits' }, amount: -cents },
  ];
  const { transactionId } = await server.app.db.transaction().execute((trx) => post(trx, { ...entry, postings }));
  await server.app.db
    .updateTable('ledger_postings')
    .set({ createtime: time })
    .where('transaction_id', '=', transactionId)
    .execute();
}

const exportOf = (shopper: TestShopper | undefined, query: string) =>
  server.request(`/api/user/bill_export?${query}`, { headers: shopper ? { token: shopper.token } : {} });

/** A file's bytes: server.request reads answers as text, which would drop a PDF's binary. */
async function download(shopper: TestShopper, query: string) {
  const res = await fetch(`${server.url}/api/user/bill_export?${query}`, { headers: { token: shopper.token } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

function expectAttachment(res: Response, type: string, filename: string) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe(type);
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${filename}"`);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
}

const cents = (money: string) => Math.round(Number(money) * 100);
const march = `from=${MARCH}&to=${APRIL - 1}`;

beforeAll(async () => {
  server = await startServer();
  [alice, bob] = await Promise.all([createShopper(server.app), createShopper(server.app)]);
  // An address with "fi" and "ff": the CJK font draws each as one ligature glyph, which the statements'
  // reader must count as one glyph (a random address only sometimes has one).
  await server.app.db
    .updateTable('users')
    .set({ email: `fiona.office${alice.id}@test.local` })
    .where('id', '=', alice.id)
    .execute();
  // Before March: 100.00 in. In March: a top-up, an order, a line whose memo is a formula, a refused
  // withdrawal coming back. After March: one more line that no March file may show.
  await line(alice, 10_000, MARCH - 10 * DAY, { type: 'deposit', ref: 'test:opening', memo: 'Opening deposit' });
  await line(alice, 2_550, MARCH + 3600, { type: 'recharge', ref: 'recharge:41', memo: 'Recharge #41' });
  await line(alice, -3_000, MARCH + 2 * DAY, { type: 'order_pay', ref: 'order:77', memo: 'Order 2026' });
  await line(alice, 125, MARCH + 3 * DAY, { type: 'deposit', ref: 'test:gift', memo: '=HYPERLINK("x"), gift' });
  await line(alice, 1_000, APRIL - 1, { type: 'withdrawal_unfreeze', ref: 'withdrawal:9', memo: 'returned' });
  await line(alice, 777, APRIL + 5, { type: 'deposit', ref: 'test:later', memo: 'Later' });
  await line(bob, 4_200, MARCH + DAY, { type: 'deposit', ref: 'test:bob', memo: 'Bob only' });
});
afterAll(() => server?.close());

describe('user/bill_export CSV', () => {
  it('is UTF-8 with BOM, a Japanese header, one RFC 4180 line per record of the period, chaining from the opening balance', async () => {
    const { res, bytes } = await download(alice, `format=csv&${march}&lang=ja`);
    expectAttachment(res, 'text/csv; charset=utf-8', 'statement-20260301-20260331.csv');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe('日時,種類,内容,金額,取引後残高');
    expect(lines.slice(1)).toEqual([
      '2026-03-01T01:00:00Z,チャージ,チャージ #41,+25.50,125.50',
      '2026-03-03T00:00:00Z,注文の支払い,注文 #77,-30.00,95.50',
      // Text starting like a formula is shown, not run; the comma and quotes are quoted.
      `2026-03-04T00:00:00Z,入金,"'=HYPERLINK(""x""), gift",+1.25,96.75`,
      '2026-03-31T23:59:59Z,出金却下・返金,出金 #9,+10.00,106.75',
    ]);
    // Opening (the balance before March: 100.00) + the lines = the closing balance, line by line.
    let balance = 10_000;
    for (const row of lines.slice(1)) {
      const [amount, after] = row.split(',').slice(-2);
      balance += cents(amount!);
      expect(cents(after!)).toBe(balance);
    }
    expect(balance).toBe(10_675);
  });

  it('shows only the caller’s own records, whatever else the query says', async () => {
    const { bytes } = await download(bob, `format=csv&${march}&user_id=${alice.id}&lang=en`);
    const text = bytes.toString('utf8');
    expect(text.split('\r\n')[0]).toBe('\uFEFFTime,Type,Details,Amount,Balance after');
    expect(text).toContain('Bob only');
    expect(text).not.toMatch(/#41|#77|Opening deposit/);
    expect(text.trim().split('\r\n')).toHaveLength(2);
  });

  it('has only the header for a period without records', async () => {
    const { bytes } = await download(alice, `format=csv&from=${MARCH - 5 * DAY}&to=${MARCH - DAY}&lang=ko`);
    expect(bytes.toString('utf8')).toBe('\uFEFF일시,유형,내용,금액,거래 후 잔액\r\n');
  });
});

describe('user/bill_export PDF', () => {
  it('is a Japanese statement in Noto Sans CJK with the period, opening and closing balance and the lines', async () => {
    const { res, bytes } = await download(alice, `format=pdf&${march}&lang=ja`);
    expectAttachment(res, 'application/pdf', 'statement-20260301-20260331.pdf');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfFonts(bytes)).toContain('NotoSansCJKjp-Regular');
    const text = pdfText(bytes);
    expect(text).toContain('取引明細書');
    expect(text).toContain('2026-03-01 – 2026-03-31');
    expect(text).toContain(`fiona.office${alice.id}@test.local`);
    expect(text).toContain('期首残高100.00');
    expect(text).toContain('期末残高106.75');
    expect(text).toContain('注文の支払い注文 #77-30.00');
    expect(text).not.toContain('7.77');
    expect(pdfTitle(bytes)).toBe('取引明細書 2026-03-01 – 2026-03-31');
  });

  it('is a Thai statement whose Thai text is in a Thai font', async () => {
    const { res, bytes } = await download(alice, `format=pdf&${march}&lang=th`);
    expect(res.status).toBe(200);
    const fonts = pdfFonts(bytes);
    expect(fonts.some((f) => /Loma|Garuda|Sawasdee|Kinnari|Norasi/.test(f))).toBe(true);
    const text = pdfText(bytes);
    expect(text).toContain('ใบแจ้งยอดบัญชี');
    expect(text).toContain('ยอดยกมา100.00');
    // (Words with SARA AM read back with an extra vowel: the font splits it into two glyphs.)
    expect(text).toContain('เติมเงินการเติมเงิน #41+25.50');
  });
});

describe('user/bill_export PDF without the system fonts', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startServer({ config: { statementFonts: { cjk: '/missing/cjk.ttc', thai: '/missing/thai' } } });
  });
  afterAll(() => bare?.close());

  it('is still a statement, written in English in the built-in Helvetica', async () => {
    const carol = await createShopper(bare.app, { balanceCents: 500 });
    const res = await fetch(`${bare.url}/api/user/bill_export?format=pdf&lang=ja`, { headers: { token: carol.token } });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.status).toBe(200);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfFonts(bytes)).toEqual(['Helvetica']);
    expect(pdfTitle(bytes)).toMatch(/^Account statement \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/);
  });
});

describe('user/bill_export refusals', () => {
  it('asks for a token', async () => {
    const res = await exportOf(undefined, `format=csv&${march}`);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 401 });
  });

  it.each([
    ['an unknown format', `format=xlsx&${march}`],
    ['no format', march],
    ['a date instead of unix seconds', 'format=csv&from=2026-03-01'],
    ['a negative time', 'format=csv&from=-5'],
  ])('refuses %s as a localized envelope', async (_name, query) => {
    const res = await exportOf(alice, `${query}&lang=zh-CN`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body.code).toBe(0);
    expect(res.body.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it.each([
    ['`to` past the year 9999', `to=${BILL_EXPORT_TIME_MAX + 1}`],
    ['`from` and `to` past what a date can hold', 'from=8640000000001&to=8640000000002'],
    ['`to` beyond a safe integer', 'to=99999999999999999999'],
  ])('refuses %s as a localized envelope, not a crash', async (_name, period) => {
    for (const format of ['csv', 'pdf']) {
      const res = await exportOf(alice, `format=${format}&${period}&lang=en`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 0, msg: 'Choose a period between 1970-01-01 and 9999-12-31' });
    }
    const last = await exportOf(alice, `format=csv&to=${BILL_EXPORT_TIME_MAX}`);
    expect(last.headers.get('content-type')).toContain('text/csv');
  });

  it('refuses a period that ends before it starts, or is longer than 366 days', async () => {
    const reversed = await exportOf(alice, `format=pdf&from=${APRIL}&to=${MARCH}&lang=vi`);
    expect(reversed.body).toMatchObject({ code: 0, msg: 'Thời điểm bắt đầu không được sau thời điểm kết thúc' });
    const long = await exportOf(alice, `format=csv&from=${MARCH}&to=${MARCH + 366 * DAY}&lang=th`);
    expect(long.body.code).toBe(0);
    expect(long.body.msg).toContain('366');
    const year = await exportOf(alice, `format=csv&from=${MARCH}&to=${MARCH + 366 * DAY - 1}`);
    expect(year.status).toBe(200);
    expect(year.headers.get('content-type')).toContain('text/csv');
  });

  it(`refuses more than ${STATEMENT_MAX_LINES.csv} lines (CSV) or ${STATEMENT_MAX_LINES.pdf} (PDF) instead of cutting the file`, async () => {
    const carol = await createShopper(server.app, { balanceCents: 100 });
    const account = await server.app.db
      .transaction()
      .execute((trx) => accountId(trx, { kind: 'user_available', ownerId: carol.id }));
    const { transaction_id } = await server.app.db
      .selectFrom('ledger_postings')
      .select('transaction_id')
      .where('account_id', '=', account)
      .executeTakeFirstOrThrow();
    // Lines straight in the table (no balance moves): only their count matters here.
    const rows = Array.from({ length: STATEMENT_MAX_LINES.csv }, () => ({
      transaction_id,
      account_id: account,
      amount: 0,
      balance_before: 100,
      balance_after: 100,
      createtime: MARCH + DAY,
    }));
    for (let i = 0; i < rows.length; i += 1_000) {
      await server.app.db
        .insertInto('ledger_postings')
        .values(rows.slice(i, i + 1_000))
        .execute();
    }
    await server.app.db
      .updateTable('ledger_postings')
      .set({ createtime: MARCH + DAY })
      .where('account_id', '=', account)
      .execute();
    const res = await exportOf(carol, `format=csv&${march}&lang=en`);
    expect(res.body).toMatchObject({ code: 0, msg: expect.stringContaining(String(STATEMENT_MAX_LINES.csv)) });
    const pdf = await exportOf(carol, `format=pdf&${march}&lang=en`);
    expect(pdf.body).toMatchObject({ code: 0, msg: expect.stringContaining(String(STATEMENT_MAX_LINES.pdf)) });
    // One line fewer than the CSV's limit (the first posting is the real one): the CSV answers.
    await server.app.db
      .deleteFrom('ledger_postings')
      .where('account_id', '=', account)
      .where('amount', '=', 0)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('ledger_postings')
          .select('id')
          .where('account_id', '=', account)
          .where('amount', '=', 0)
          .limit(1),
      )
      .execute();
    expect((await exportOf(carol, `format=csv&${march}&lang=en`)).headers.get('content-type')).toContain('text/csv');
    await server.app.db
      .deleteFrom('ledger_postings')
      .where('account_id', '=', account)
      .where('amount', '=', 0)
      .execute();
    await expectLedgerOk(server.app);
  });
});

describe('user/bill_export in OpenAPI', () => {
  it('documents the query and the three answers', async () => {
    const { body } = await server.request('/api/openapi.json');
    const op = body.paths['/api/user/bill_export'].get;
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['format', 'from', 'to']),
    );
    expect(Object.keys(op.responses['200'].content)).toEqual(['text/csv', 'application/pdf', 'application/json']);
  });
});
