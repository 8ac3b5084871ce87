import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let ann: TestShopper;
let bob: TestShopper;

beforeAll(async () => {
  server = await startServer();
  ann = await createShopper(server.app);
  bob = await createShopper(server.app);
});
afterAll(() => server.close());

const home = { name: 'Ann Lee', mobile: '0812345678', area: 'Bangkok', address: '1 Main Rd', tag: 'Home' };
let n = 0;
// Distinct bodies: the duplicate-submit guard refuses an identical POST inside a second.
const add = (body: Record<string, unknown>, s = ann) =>
  server.request('/api/user/address_add', {
    headers: { token: s.token },
    json: { ...body, address: `${String(body.address ?? '')}${body.address === '' ? '' : ` #${(n += 1)}`}` },
  });
const list = async (s = ann) =>
  (await server.request('/api/user/address_list', { headers: { token: s.token } })).body.data as {
    id: number;
    is_default: boolean;
  }[];
const defaults = async (s = ann) => (await list(s)).filter((a) => a.is_default).map((a) => a.id);

describe('user/address_add', () => {
  it.each([
    ['name', 'Please enter addressee'],
    ['mobile', 'Please enter your mobile phone number'],
    ['area', 'Please fill in the area'],
    ['address', 'Please fill in the detailed address'],
    ['tag', 'Please fill in the tag'],
  ])('refuses a missing or blank %s with "%s"', async (field, msg) => {
    const { [field as keyof typeof home]: _, ...rest } = home;
    const missing = await server.request('/api/user/address_add', { headers: { token: bob.token }, json: rest });
    expect(missing.body).toMatchObject({ code: 0, msg, data: { field } });
    const blank = await server.request('/api/user/address_add', {
      headers: { token: bob.token },
      json: { ...home, [field]: '   ' },
    });
    expect(blank.body).toMatchObject({ code: 0, msg, data: { field } });
    expect(await list(bob)).toEqual([]);
  });

  it('refuses a mobile number that is not one', async () => {
    const res = await server.request('/api/user/address_add', {
      headers: { token: bob.token },
      json: { ...home, mobile: 'call me' },
    });
    expect(res.body).toMatchObject({
      code: 0,
      msg: 'Please fill correct mobile phone number',
      data: { field: 'mobile' },
    });
  });

  it('localizes the messages', async () => {
    const res = await server.request('/api/user/address_add?lang=zh-cn', {
      headers: { token: bob.token },
      json: { ...home, name: '' },
    });
    expect(res.body.code).toBe(0);
    expect(res.body.msg).not.toBe('Please enter addressee');
  });

  it('makes the first address the default, later ones not unless asked', async () => {
    const first = await add(home);
    expect(first.body).toMatchObject({
      code: 1,
      data: { ...home, address: expect.stringMatching(/^1 Main Rd/), is_default: true },
    });
    const second = await add({ ...home, tag: 'Work' });
    expect(second.body.data.is_default).toBe(false);
    expect(await defaults()).toEqual([first.body.data.id]);
    const third = await add({ ...home, tag: 'Gym', is_default: true });
    expect(third.body.data.is_default).toBe(true);
    expect(await defaults()).toEqual([third.body.data.id]);
  });

  it("edits with id, trimming text, and only one's own address", async () => {
    const created = (await add({ ...home, tag: 'Edit me' })).body.data;
    const edited = await add({ ...created, name: '  Ann Edited  ', is_default: undefined });
    expect(edited.body).toMatchObject({ code: 1, data: { id: created.id, name: 'Ann Edited' } });
    const foreign = await add({ ...created, name: 'Bob' }, bob);
    expect(foreign.body).toMatchObject({ code: 0, data: { field: 'id' } });
    const detail = await server.request(`/api/user/address?id=${created.id}`, { headers: { token: ann.token } });
    expect(detail.body.data.name).toBe('Ann Edited');
  });

  it('keeps the default when its flag is unticked on edit', async () => {
    const [current] = await defaults();
    const detail = (await server.request(`/api/user/address?id=${current}`, { headers: { token: ann.token } })).body
      .data;
    await add({ ...detail, is_default: false });
    expect(await defaults()).toEqual([current]);
  });

  it('needs a token', async () => {
    const res = await server.request('/api/user/address_add', { json: home });
    expect(res.status).toBe(401);
  });
});

describe('user/address and address_list', () => {
  it("lists the caller's addresses, the default first, never another's", async () => {
    const rows = await list();
    expect(rows.length).toBeGreaterThan(1);
    expect(rows[0]!.is_default).toBe(true);
    expect(await list(bob)).toEqual([]);
  });

  it("refuses another shopper's address", async () => {
    const [id] = await defaults();
    const res = await server.request(`/api/user/address?id=${id}`, { headers: { token: bob.token } });
    expect(res.body).toMatchObject({ code: 0, msg: 'The record does not exist.' });
  });
});

describe('user/address_set_default', () => {
  it('leaves exactly one default, the chosen one', async () => {
    const rows = await list();
    const target = rows.find((a) => !a.is_default)!;
    const res = await server.request('/api/user/address_set_default', {
      headers: { token: ann.token },
      json: { id: target.id },
    });
    expect(res.body).toMatchObject({ code: 1, data: null });
    expect(await defaults()).toEqual([target.id]);
  });

  it('keeps one default under concurrent switches', async () => {
    const rows = await list();
    await Promise.all(
      rows.map((a) =>
        server.request('/api/user/address_set_default', { headers: { token: ann.token }, json: { id: a.id } }),
      ),
    );
    expect(await defaults()).toHaveLength(1);
  });

  it("refuses another shopper's address and changes nothing", async () => {
    const before = await defaults();
    const other = (await list()).find((a) => !a.is_default)!;
    const res = await server.request('/api/user/address_set_default', {
      headers: { token: bob.token },
      json: { id: other.id },
    });
    expect(res.body.code).toBe(0);
    expect(await defaults()).toEqual(before);
  });
});

describe('user/address_del', () => {
  it("refuses another shopper's address", async () => {
    const [id] = await defaults();
    const res = await server.request(`/api/user/address_del?id=${id}`, { headers: { token: bob.token } });
    expect(res.body.code).toBe(0);
    expect(await defaults()).toEqual([id]);
  });

  it('deletes by GET; a deleted default passes to the newest remaining address', async () => {
    const [id] = await defaults();
    const res = await server.request(`/api/user/address_del?id=${id}`, { headers: { token: ann.token } });
    expect(res.body).toMatchObject({ code: 1, data: null });
    const rows = await list();
    expect(rows.map((a) => a.id)).not.toContain(id);
    const newest = Math.max(...rows.map((a) => a.id));
    expect(await defaults()).toEqual([newest]);
    const again = await server.request(`/api/user/address_del?id=${id}`, { headers: { token: ann.token } });
    expect(again.body.code).toBe(0);
  });
});
