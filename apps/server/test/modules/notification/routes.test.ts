import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../src/lib/time';
import { notify, unreadCount } from '../../../src/modules/notification/notify';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let ann: TestShopper;
let bob: TestShopper;

beforeAll(async () => {
  server = await startServer();
  ann = await createShopper(server.app);
  bob = await createShopper(server.app);
  await server.app.db.transaction().execute(async (trx) => {
    await notify(trx, ann.id, {
      type: 'refund',
      title: 'notify.refund_refused_title',
      content: 'notify.refund_refused',
      params: { order_sn: 'SN1', remark: '' },
    });
    await notify(trx, ann.id, {
      type: 'withdrawal',
      title: 'notify.withdrawal_refused_title',
      content: 'notify.withdrawal_refused',
      params: { amount: '5.00', remark: 'Wrong card' },
    });
  });
  // A row written as plain text by an older writer is shown as it is.
  await server.app.db
    .insertInto('notifications')
    .values({
      user_id: ann.id,
      type: 'order',
      title: 'Plain title',
      content: 'Plain text',
      is_read: 0,
      createtime: nowSeconds() + 10,
    })
    .execute();
});
afterAll(() => server.close());

const list = (s: TestShopper, lang = 'en', page = '') =>
  server.request(`/api/notification/list?lang=${lang}${page}`, { headers: { token: s.token } });
const read = (s: TestShopper, body: unknown) =>
  server.request('/api/notification/read', { method: 'POST', headers: { token: s.token }, json: body });

describe('notification/list', () => {
  it('renders stored keys in the reader’s language, newest first, in the paginator shape', async () => {
    const en = await list(ann);
    expect(en.body.data).toMatchObject({ total: 3, per_page: 10, current_page: 1, last_page: 1 });
    const [plain, withdrawal, refund] = en.body.data.data;
    expect(plain).toMatchObject({ type: 'order', title: 'Plain title', content: 'Plain text', is_read: false });
    expect(withdrawal).toMatchObject({ type: 'extract', title: 'Withdrawal refused' });
    expect(withdrawal.content).toContain('5.00');
    expect(withdrawal.content).toContain('Wrong card');
    expect(refund).toMatchObject({
      type: 'refund',
      title: 'Refund refused',
      content: 'Your refund request for order SN1 was refused.',
    });
    const ja = await list(ann, 'ja');
    expect(ja.body.data.data[2].title).toBe('返金が却下されました');
  });

  it('pages', async () => {
    const res = await list(ann, 'en', '&limit=2&page=2');
    expect(res.body.data).toMatchObject({ total: 3, last_page: 2, current_page: 2 });
    expect(res.body.data.data).toHaveLength(1);
  });

  it('shows nobody else’s', async () => {
    expect((await list(bob)).body.data.total).toBe(0);
  });

  it('needs a token', async () => {
    expect((await server.request('/api/notification/list')).status).toBe(401);
  });
});

describe('notification/read', () => {
  it('marks the given ids of the caller only, then all', async () => {
    const ids = (await list(ann)).body.data.data.map((n: { id: number }) => n.id);
    expect(await unreadCount(server.app.db, ann.id)).toBe(3);
    expect((await read(bob, { ids })).body.code).toBe(1);
    expect(await unreadCount(server.app.db, ann.id)).toBe(3);
    expect((await read(ann, { ids: [ids[0]] })).body).toMatchObject({ code: 1, data: null });
    expect(await unreadCount(server.app.db, ann.id)).toBe(2);
    expect((await list(ann)).body.data.data[0].is_read).toBe(true);
    await read(ann, { all: true });
    expect(await unreadCount(server.app.db, ann.id)).toBe(0);
  });
});
