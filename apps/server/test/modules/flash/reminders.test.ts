import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../src/lib/time';
import { runDueJobs } from '../../../src/modules/jobs/queue';
import { FLASH_REMINDER_JOB, flashReminderJob } from '../../../src/modules/flash/reminders';
import { PUSH_JOB } from '../../../src/modules/notification/push-outbox';
import { pushMessageOf } from '../../../src/modules/push/message';
import { createAdmin } from '../../helpers/admins';
import { post } from '../../helpers/chat';
import { createFlashSession } from '../../helpers/flash';
import { getAs, postAs } from '../../helpers/orders';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

// "Remind me" on an upcoming flash session: set, repeated, cancelled, refused once started, and the
// start job telling each shopper who asked exactly once, in their language, however many instances run it.

let server: TestServer;
let session: number;
let startsAt: number;
let ann: TestShopper; // asks, reads Thai, has a push subscription
let bob: TestShopper; // asks, then cancels
let dee: TestShopper; // never asks

beforeAll(async () => {
  server = await startServer();
  const now = nowSeconds();
  startsAt = now + 600;
  session = await createFlashSession(server.app, { startsAt, endsAt: now + 3_600 });
  [ann, bob, dee] = await Promise.all([
    createShopper(server.app),
    createShopper(server.app),
    createShopper(server.app),
  ]);
  await server.app.db.updateTable('users').set({ lang: 'th' }).where('id', '=', ann.id).execute();
  await server.app.db
    .insertInto('push_subscriptions')
    .values({ user_id: ann.id, endpoint: 'https://push.test/ann', p256dh: 'key', auth: 'secret', createtime: now })
    .execute();
});
afterAll(() => server.close());

const remind = (s: TestShopper, id = session) => postAs(server, s, '/api/flash/remind', { session_id: id });
const cancel = (s: TestShopper, id = session) => postAs(server, s, '/api/flash/remind/cancel', { session_id: id });
const reminded = async (s: TestShopper) =>
  ((await getAs(server, s, '/api/flash/sessions')).body.data as { id: number; reminded?: boolean }[]).find(
    (x) => x.id === session,
  )?.reminded;
const flashNotices = (s: TestShopper) =>
  server.app.db
    .selectFrom('notifications')
    .select(['id', 'title', 'content', 'ref'])
    .where('user_id', '=', s.id)
    .where('type', '=', 'flash')
    .execute();
/** The start job run at `now` by several instances at once, as their job polls do. */
const runStart = (now: number, workers = ['a', 'b']) =>
  Promise.all(
    workers.map((worker) =>
      runDueJobs(server.app.db, { [FLASH_REMINDER_JOB]: flashReminderJob }, { now, worker: `test-${worker}` }),
    ),
  );

describe('flash/remind', () => {
  it('sets a reminder once however often asked, and flash/sessions says so to that shopper only', async () => {
    const first = await remind(ann);
    expect(first.body).toMatchObject({ code: 1, data: { id: session, status: 'upcoming', reminded: true } });
    expect((await remind(ann)).body).toMatchObject({ code: 1, data: { reminded: true } });
    const rows = await server.app.db
      .selectFrom('flash_reminders')
      .select('id')
      .where('session_id', '=', session)
      .where('user_id', '=', ann.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await reminded(ann)).toBe(true);
    expect(await reminded(dee)).toBe(false);
    const guest = (await server.request('/api/flash/sessions')).body.data.find((x: { id: number }) => x.id === session);
    expect(guest).not.toHaveProperty('reminded');
  });

  it('is cancelled by flash/remind/cancel, leaving another shopper’s reminder alone', async () => {
    expect((await remind(bob)).body.data.reminded).toBe(true);
    expect((await cancel(bob)).body).toMatchObject({ code: 1, data: { id: session, reminded: false } });
    expect((await cancel(bob)).body).toMatchObject({ code: 1, data: { reminded: false } });
    expect(await reminded(bob)).toBe(false);
    expect(await reminded(ann)).toBe(true);
  });

  it('asks for a token, and refuses an unknown session and one already started, in the reader’s language', async () => {
    const guest = await server.request('/api/flash/remind', { method: 'POST', json: { session_id: session } });
    expect(guest.body.code).not.toBe(1);
    expect((await remind(dee, 987_654)).body).toMatchObject({ code: 0, msg: 'This flash sale does not exist.' });
    const live = await createFlashSession(server.app, { startsAt: nowSeconds() - 60, endsAt: nowSeconds() + 60 });
    expect((await remind(dee, live)).body).toMatchObject({
      code: 0,
      msg: 'This flash sale has already started or ended: there is nothing to remind you of.',
    });
    const ja = await postAs(server, dee, '/api/flash/remind?lang=ja', { session_id: live });
    expect(ja.body).toMatchObject({
      code: 0,
      msg: 'このタイムセールはすでに開始または終了しているため、リマインダーは設定できません。',
    });
    expect((await cancel(dee, live)).body.code).toBe(0);
  });
});

describe('the start job', () => {
  it('tells nobody before the start', async () => {
    expect((await runStart(nowSeconds())).reduce((a, b) => a + b, 0)).toBe(0);
    expect(await flashNotices(ann)).toHaveLength(0);
  });

  it('tells each shopper who asked once, with a Web Push in their language, even with two instances at once', async () => {
    await runStart(startsAt + 1);
    const notices = await flashNotices(ann);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: 'flash.reminder_title', ref: `flash:${session}` });
    expect(await flashNotices(bob)).toHaveLength(0);
    expect(await flashNotices(dee)).toHaveLength(0);
    const push = await server.app.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', PUSH_JOB)
      .where('ref', '=', String(notices[0]!.id))
      .execute();
    expect(push).toHaveLength(1);
    expect(await pushMessageOf(server.app.db, notices[0]!.id)).toMatchObject({
      userId: ann.id,
      message: { title: 'แฟลชเซลเริ่มแล้ว', body: 'Test flash sale เริ่มแล้ว ซื้อในราคาแฟลชเซลได้เลยตอนนี้', url: '/flash' },
    });
    const listed = await getAs(server, ann, '/api/notification/list?lang=en');
    expect(listed.body.data.data[0]).toMatchObject({
      type: 'flash',
      title: 'Flash sale started',
      content: 'Test flash sale has started: the flash prices are on now.',
      target: { kind: 'flash', id: session },
    });
  });

  it('tells nobody twice when the job runs again', async () => {
    await server.app.db
      .updateTable('jobs')
      .set({ status: 'pending' })
      .where('kind', '=', FLASH_REMINDER_JOB)
      .where('ref', '=', String(session))
      .execute();
    await runStart(startsAt + 5, ['c']);
    expect(await flashNotices(ann)).toHaveLength(1);
    expect(await flashNotices(bob)).toHaveLength(0);
  });
});

describe('a reminded session moved by an operator', () => {
  it('is told at its new start, not the old one', async () => {
    const now = nowSeconds();
    const moved = await createFlashSession(server.app, { startsAt: now + 20_000, endsAt: now + 21_000 });
    expect((await remind(dee, moved)).body.code).toBe(1);
    const operator = (await createAdmin(server.app)).token;
    const saved = await post(server, operator, '/api/admin/flash/session/save', {
      id: moved,
      title: 'Moved flash sale',
      starts_at: now + 30_000,
      ends_at: now + 31_000,
    });
    expect(saved.body.code, saved.body.msg).toBe(1);
    await runStart(now + 20_001);
    expect(await flashNotices(dee)).toHaveLength(0);
    await runStart(now + 30_001);
    expect(await flashNotices(dee)).toHaveLength(1);
  });
});
