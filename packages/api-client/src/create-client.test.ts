import { describe, expect, it, vi } from 'vitest';
import { createClient, type ClientOptions } from './create-client';
import { DEFAULT_MESSAGES } from './errors';
import { fail, fakeAxios, ok, type FakeReply, type SentRequest } from './testing/fake-axios';

function setup(reply?: (request: SentRequest) => FakeReply, options: Partial<ClientOptions> = {}) {
  const fake = fakeAxios(reply);
  const onError = vi.fn();
  const onUnauthorized = vi.fn();
  let time = 0;
  const client = createClient({
    axios: fake.instance,
    onError,
    onUnauthorized,
    duplicateGuard: { now: () => time },
    ...options,
  });
  return { client, sent: fake.sent, onError, onUnauthorized, advance: (ms: number) => (time += ms) };
}

describe('createClient: envelope', () => {
  it('resolves the data of a code 1 answer', async () => {
    const { client, onError } = setup(() => ok({ id: 7 }));
    await expect(client.http({ method: 'GET', url: '/x' })).resolves.toEqual({ id: 7 });
    expect(onError).not.toHaveBeenCalled();
  });

  it('rejects another code with an ApiError and shows its msg', async () => {
    const { client, onError } = setup(() => fail('Account or password is incorrect'));
    await expect(client.http({ method: 'POST', url: '/user/login', data: {} })).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'business',
      code: 0,
      message: 'Account or password is incorrect',
    });
    expect(onError).toHaveBeenCalledWith('Account or password is incorrect');
  });

  it('does not call onError for a silent request', async () => {
    const { client, onError } = setup(() => fail('nope'));
    await expect(client.http({ method: 'GET', url: '/x', silent: true })).rejects.toThrow('nope');
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('createClient: headers and parameters', () => {
  it('sends the token header, and leaves it out with auth: false', async () => {
    const { client, sent } = setup(undefined, { getToken: () => 'tok123' });
    await client.http({ method: 'GET', url: '/a' });
    await client.http({ method: 'GET', url: '/b', auth: false });
    expect(sent[0]?.headers.token).toBe('tok123');
    expect(sent[1]?.headers).not.toHaveProperty('token');
  });

  it('sends no token header when logged out', async () => {
    const { client, sent } = setup(undefined, { getToken: () => undefined });
    await client.http({ method: 'GET', url: '/a' });
    expect(sent[0]?.headers).not.toHaveProperty('token');
  });

  it('adds lang as a query parameter, on GET and POST', async () => {
    const { client, sent } = setup(undefined, { getLang: () => 'zh-cn' });
    await client.http({ method: 'GET', url: '/a', params: { page: 2, keyword: '' } });
    await client.user.logout();
    expect(sent[0]?.url).toBe('/api/a?page=2&lang=zh-cn');
    expect(sent[1]?.url).toBe('/api/user/logout?lang=zh-cn');
  });

  it('lets an explicit lang parameter win', async () => {
    const { client, sent } = setup(undefined, { getLang: () => 'en' });
    await client.user.getUserInfo('ja');
    expect(sent[0]?.url).toBe('/api/user/getUserInfo?lang=ja');
  });

  it('uses the given base URL and timeout, 10 s by default', async () => {
    const { client, sent } = setup(undefined, { baseURL: 'https://shop.example/api' });
    await client.http({ method: 'GET', url: '/a' });
    expect(sent[0]).toMatchObject({ url: 'https://shop.example/api/a', timeout: 10_000 });
    const other = setup(undefined, { timeout: 3000 });
    await other.client.http({ method: 'GET', url: '/a' });
    expect(other.sent[0]).toMatchObject({ url: '/api/a', timeout: 3000 });
  });

  it('sends the Idempotency-Key header when given', async () => {
    const { client, sent } = setup(() => ok({ paid: '1.00', money: '0.00' }));
    await client.order.pay({ pay_sn: 'P1', paypwd: '123456' }, { idempotencyKey: 'k-1' });
    expect(sent[0]?.headers['Idempotency-Key']).toBe('k-1');
  });
});

describe('createClient: error catalogue', () => {
  it('on HTTP 401 shows the msg and calls onUnauthorized', async () => {
    const { client, onError, onUnauthorized } = setup(() => fail('Please login first', 401, 401));
    await expect(client.user.getUserInfo()).rejects.toMatchObject({ kind: 'unauthorized', code: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith('Please login first');
    expect(onError).toHaveBeenCalledWith('Please login first');
  });

  it('calls onUnauthorized even for a silent request', async () => {
    const { client, onError, onUnauthorized } = setup(() => fail('Please login first', 401, 401));
    await expect(client.http({ method: 'GET', url: '/a', silent: true })).rejects.toBeDefined();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it.each<[string, FakeReply]>([
    ['a network error', { networkError: true }],
    ['a timeout', { timeout: true }],
    ['status 500', fail('Internal error', 500, 500)],
  ])('maps %s to "Network timeout, please try again later."', async (_name, reply) => {
    const { client, onError } = setup(() => reply);
    await expect(client.http({ method: 'GET', url: '/a' })).rejects.toMatchObject({ kind: 'network' });
    expect(onError).toHaveBeenCalledWith(DEFAULT_MESSAGES.networkTimeout);
  });

  it('says "You are offline" when the device is offline, in the translated text', async () => {
    const translate = (key: string) => `[${key}]`;
    const { client, onError } = setup(() => ({ networkError: true }), { translate, isOffline: () => true });
    await expect(client.http({ method: 'POST', url: '/cart/add' })).rejects.toMatchObject({ kind: 'network' });
    expect(onError).toHaveBeenCalledWith('[offline]');
  });

  it('shows the message of any other error', async () => {
    const { client, onError } = setup(() => ({ throws: new Error('Something odd') }));
    await expect(client.http({ method: 'GET', url: '/a' })).rejects.toThrow('Something odd');
    expect(onError).toHaveBeenCalledWith('Something odd');
  });

  it('translates its own messages', async () => {
    const translate = (key: string) => `[${key}]`;
    const { client, onError } = setup(() => ({ networkError: true }), { translate });
    await expect(client.http({ method: 'GET', url: '/a' })).rejects.toThrow('[networkTimeout]');
    expect(onError).toHaveBeenCalledWith('[networkTimeout]');
  });
});

describe('createClient: duplicate-submit guard', () => {
  const body = { product_id: 1, quantity: 1 };

  it('refuses an identical POST within 1 s without sending it', async () => {
    const { client, sent, onError } = setup();
    await client.http({ method: 'POST', url: '/cart/add', data: body });
    await expect(client.http({ method: 'POST', url: '/cart/add', data: body })).rejects.toMatchObject({
      kind: 'duplicate',
      message: DEFAULT_MESSAGES.duplicateSubmit,
    });
    expect(sent).toHaveLength(1);
    expect(onError).toHaveBeenCalledWith(DEFAULT_MESSAGES.duplicateSubmit);
  });

  it('admits a different body, the same body after 1 s, and GET always', async () => {
    const { client, sent, advance } = setup();
    await client.http({ method: 'POST', url: '/cart/add', data: body });
    await client.http({ method: 'POST', url: '/cart/add', data: { ...body, quantity: 2 } });
    advance(1000);
    await client.http({ method: 'POST', url: '/cart/add', data: body });
    await client.http({ method: 'GET', url: '/cart/list' });
    await client.http({ method: 'GET', url: '/cart/list' });
    expect(sent).toHaveLength(5);
  });

  it('lets a request opt out with dedupe: false', async () => {
    const { client, sent } = setup();
    await client.http({ method: 'PUT', url: '/a', data: body });
    await client.http({ method: 'PUT', url: '/a', data: body, dedupe: false });
    expect(sent).toHaveLength(2);
  });
});
