import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../src/modules/notification/notify';
import { createAdmin } from '../helpers/admins';
import { productId } from '../helpers/orders';
import { createShopper, type TestShopper } from '../helpers/shoppers';
import { startServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
let shopper: TestShopper;
let admin: { id: number; token: string };
beforeAll(async () => {
  server = await startServer();
  shopper = await createShopper(server.app);
  admin = await createAdmin(server.app);
});
afterAll(() => server.close());

type JsonSchema = { type?: string; anyOf?: JsonSchema[]; items?: JsonSchema; properties?: Record<string, JsonSchema> };
type Operation = {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

/** Every boolean input of the OpenAPI document, as "METHOD /path field", with its documented schema. */
async function booleanInputs(): Promise<Map<string, JsonSchema>> {
  const { body } = await server.request('/api/openapi.json');
  const found = new Map<string, JsonSchema>();
  const walk = (schema: JsonSchema | undefined, call: string, field: string) => {
    if (!schema) return;
    if (schema.type === 'boolean' || schema.anyOf?.some((s) => s.type === 'boolean')) {
      found.set(`${call} ${field}`, schema);
      return;
    }
    schema.anyOf?.forEach((s) => walk(s, call, field));
    walk(schema.items, call, `${field}[]`);
    for (const [key, inner] of Object.entries(schema.properties ?? {}))
      walk(inner, call, field ? `${field}.${key}` : key);
  };
  for (const [path, operations] of Object.entries(body.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, operation] of Object.entries(operations)) {
      const call = `${method.toUpperCase()} ${path}`;
      for (const parameter of operation.parameters ?? []) walk(parameter.schema, call, parameter.name);
      for (const content of Object.values(operation.requestBody?.content ?? {})) walk(content.schema, call, '');
    }
  }
  return found;
}

type BodyType = 'json' | 'form';

/** Sends one call with `fields` as JSON or as a form; a fresh Idempotency-Key skips the 1 s duplicate guard. */
function send(path: string, token: string, fields: Record<string, unknown>, bodyType: BodyType) {
  const headers = { token, 'Idempotency-Key': randomUUID() };
  if (bodyType === 'json') return server.request(path, { method: 'POST', headers, json: fields });
  const form = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  return server.request(path, { method: 'POST', headers, form });
}

/**
 * One case per boolean input: sends the call with the flag set to `value` and answers what the
 * server made of it (read back from the answer or the database).
 */
const CASES: Record<string, (value: unknown, bodyType: BodyType) => Promise<boolean>> = {
  'POST /api/user/address_add is_default': async (value, bodyType) => {
    const fields = { name: 'Ann', mobile: '0812345678', area: 'Bangkok', address: '1 Road', tag: 'home' };
    const res = await send('/api/user/address_add', shopper.token, { ...fields, is_default: value }, bodyType);
    expect(res.body.code, res.text).toBe(1);
    expect(typeof res.body.data.is_default).toBe('boolean');
    return res.body.data.is_default as boolean;
  },
  'POST /api/cart/update selected': async (value, bodyType) => {
    const line = await server.app.db
      .selectFrom('carts')
      .select('id')
      .where('user_id', '=', shopper.id)
      .executeTakeFirst();
    const id =
      line?.id ??
      (await send('/api/cart/add', shopper.token, { product_id: await productId(server.app, 2), quantity: 1 }, 'json'))
        .body.data.id;
    const res = await send('/api/cart/update', shopper.token, { id, selected: value }, bodyType);
    expect(res.body.code, res.text).toBe(1);
    const row = await server.app.db
      .selectFrom('carts')
      .select('selected')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row.selected === 1;
  },
  'POST /api/notification/read all': async (value, bodyType) => {
    await server.app.db.transaction().execute((trx) =>
      notify(trx, shopper.id, {
        type: 'refund',
        title: 'notify.refund_refused_title',
        content: 'notify.refund_refused',
        params: { order_sn: 'SN1', remark: '' },
      }),
    );
    const res = await send('/api/notification/read', shopper.token, { all: value }, bodyType);
    expect(res.body.code, res.text).toBe(1);
    const unread = await server.app.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', shopper.id)
      .where('is_read', '=', 0)
      .execute();
    return unread.length === 0;
  },
  ...Object.fromEntries(
    (['alert_price_drop', 'alert_back_in_stock'] as const).map((field) => [
      `POST /api/user/profile ${field}`,
      async (value: unknown, bodyType: BodyType) => {
        const res = await send('/api/user/profile', shopper.token, { [field]: value }, bodyType);
        expect(typeof res.body.data[field], res.text).toBe('boolean');
        const row = await server.app.db
          .selectFrom('users')
          .select(field)
          .where('id', '=', shopper.id)
          .executeTakeFirstOrThrow();
        expect(row[field] === 1).toBe(res.body.data[field]);
        return row[field] === 1;
      },
    ]),
  ),
  'GET /api/admin/chat/conversations unread': async (value) => {
    // A conversation where only the shop has written: nothing unread for the shop, so only `unread` = true hides it.
    const shop = await server.app.db.selectFrom('shops').select('id').executeTakeFirstOrThrow();
    const opened = await send('/api/chat/open', shopper.token, { shop_id: shop.id }, 'json');
    expect(opened.body.code, opened.text).toBe(1);
    const message = { conversation_id: opened.body.data.id, client_id: randomUUID(), text: 'Hello from the shop.' };
    const sent = await send('/api/admin/chat/send', admin.token, message, 'json');
    expect(sent.body.code, sent.text).toBe(1);
    const query = new URLSearchParams({ shop_id: String(shop.id), unread: String(value), limit: '50' });
    const res = await server.request(`/api/admin/chat/conversations?${query}`, { headers: { token: admin.token } });
    expect(res.body.code, res.text).toBe(1);
    return !res.body.data.data.some((c: { id: number }) => c.id === opened.body.data.id);
  },
  'POST /api/admin/user/freeze frozen': async (value, bodyType) => {
    const target = await createShopper(server.app);
    const res = await send('/api/admin/user/freeze', admin.token, { id: target.id, frozen: value }, bodyType);
    expect(res.body.code, res.text).toBe(1);
    const row = await server.app.db
      .selectFrom('users')
      .select('status')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    return row.status === 'frozen';
  },
  'POST /api/admin/chat/away enabled': async (value, bodyType) => {
    const shop = await server.app.db.selectFrom('shops').select('id').executeTakeFirstOrThrow();
    const body = { shop_id: shop.id, enabled: value, text: 'Back on Monday.' };
    const res = await send('/api/admin/chat/away', admin.token, body, bodyType);
    expect(res.body.code, res.text).toBe(1);
    const row = await server.app.db
      .selectFrom('chat_away')
      .select('enabled')
      .where('shop_id', '=', shop.id)
      .executeTakeFirstOrThrow();
    expect(row.enabled === 1).toBe(res.body.data.enabled);
    return row.enabled === 1;
  },
  'POST /api/admin/operator/disable disabled': async (value, bodyType) => {
    const target = await createAdmin(server.app, { role: 'merchant' });
    const res = await send('/api/admin/operator/disable', admin.token, { id: target.id, disabled: value }, bodyType);
    expect(res.body.code, res.text).toBe(1);
    return res.body.data.status === 'disabled';
  },
};

const ACCEPTED: [BodyType, unknown, boolean][] = [
  ['json', true, true],
  ['json', false, false],
  ['json', 1, true],
  ['json', 0, false],
  ['form', 'true', true],
  ['form', 'false', false],
  ['form', '1', true],
  ['form', '0', false],
];

describe('boolean inputs (FastAdmin-style flags)', () => {
  it('every one of the OpenAPI document has a case here, and is documented as true/false or 1/0', async () => {
    const inputs = await booleanInputs();
    expect([...inputs.keys()].sort()).toEqual(Object.keys(CASES).sort());
    for (const [input, schema] of inputs) {
      expect(schema.anyOf, input).toEqual([{ type: 'boolean' }, { type: 'integer', enum: [0, 1] }]);
    }
  });

  it.each(Object.keys(CASES))('%s takes true/false and 1/0 in JSON, and 1/0/true/false in forms', async (input) => {
    for (const [bodyType, value, expected] of ACCEPTED) {
      // The opposite first, so each accepted value is seen to change the state.
      await CASES[input]!(!expected, 'json');
      expect(await CASES[input]!(value, bodyType), `${bodyType} ${JSON.stringify(value)}`).toBe(expected);
    }
  });

  it('refuses anything else with the field named, and changes nothing', async () => {
    for (const [bodyType, value] of [
      ['json', 2],
      ['json', '1'],
      ['json', 'yes'],
      ['form', 'yes'],
      ['form', '2'],
    ] as [BodyType, unknown][]) {
      const target = await createShopper(server.app);
      const res = await send('/api/admin/user/freeze', admin.token, { id: target.id, frozen: value }, bodyType);
      expect(res.body, `${bodyType} ${JSON.stringify(value)}`).toMatchObject({ code: 0, data: { field: 'frozen' } });
      const row = await server.app.db
        .selectFrom('users')
        .select('status')
        .where('id', '=', target.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('normal');
    }
  });
});
