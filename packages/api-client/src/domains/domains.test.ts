import { describe, expect, it } from 'vitest';
import { createClient } from '../create-client';
import { fakeAxios, ok } from '../testing/fake-axios';

function setup() {
  const fake = fakeAxios(() => ok(null));
  let time = 0;
  // A moving clock so that identical calls in one test are not taken for duplicates.
  const client = createClient({
    axios: fake.instance,
    getToken: () => 't',
    duplicateGuard: { now: () => (time += 2000) },
  });
  return { client, sent: fake.sent };
}

describe('domain methods build the contract call', () => {
  it('user.login posts the credentials without a token', async () => {
    const { client, sent } = setup();
    await client.user.login({ account: 'ann', password: 'secret1' });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/user/login',
      data: { account: 'ann', password: 'secret1' },
    });
    expect(sent[0]?.headers).not.toHaveProperty('token');
  });

  it('catalog.search sends its query, leaving empty filters out', async () => {
    const { client, sent } = setup();
    await client.catalog.search({ keyword: 'red shoes', min_price: 10, sort: 'price_asc', page: 1 });
    await client.catalog.search({ keyword: '' });
    expect(sent[0]).toMatchObject({
      method: 'GET',
      url: '/api/product/search?keyword=red%20shoes&min_price=10&sort=price_asc&page=1',
    });
    expect(sent[1]?.url).toBe('/api/product/search');
  });

  it.each([
    ['catalog.productDetail', (c: Client) => c.catalog.productDetail(4), 'GET', '/api/product/detail?id=4'],
    ['catalog.followShop', (c: Client) => c.catalog.followShop(2), 'POST', '/api/shop/follow'],
    ['cart.remove', (c: Client) => c.cart.remove([1, 2]), 'POST', '/api/cart/del'],
    ['voucher.list', (c: Client) => c.voucher.list({ shop_id: 3 }), 'GET', '/api/voucher/list?shop_id=3'],
    ['voucher.collect', (c: Client) => c.voucher.collect(12), 'POST', '/api/voucher/collect'],
    ['voucher.mine', (c: Client) => c.voucher.mine({ status: 'used' }), 'GET', '/api/user/vouchers?status=used'],
    [
      'admin.voucher.list',
      (c: Client) => c.admin.voucher.list({ scope: 'shop' }),
      'GET',
      '/api/admin/voucher/list?scope=shop',
    ],
    ['admin.voucher.stop', (c: Client) => c.admin.voucher.stop(5), 'POST', '/api/admin/voucher/stop'],
    ['flash.sessions', (c: Client) => c.flash.sessions(), 'GET', '/api/flash/sessions'],
    [
      'flash.items',
      (c: Client) => c.flash.items({ session_id: 4, page: 2 }),
      'GET',
      '/api/flash/items?session_id=4&page=2',
    ],
    ['flash.remind', (c: Client) => c.flash.remind(4), 'POST', '/api/flash/remind'],
    ['flash.remindCancel', (c: Client) => c.flash.remindCancel(4), 'POST', '/api/flash/remind/cancel'],
    [
      'admin.flash.sessionSave',
      (c: Client) => c.admin.flash.sessionSave({ title: 'Noon', starts_at: 100, ends_at: 200 }),
      'POST',
      '/api/admin/flash/session/save',
    ],
    [
      'admin.flash.itemSave',
      (c: Client) =>
        c.admin.flash.itemSave({
          session_id: 4,
          product_id: 9,
          sku_id: 31,
          flash_price: '9.90',
          flash_stock: 5,
          per_user_limit: 1,
        }),
      'POST',
      '/api/admin/flash/item/save',
    ],
    [
      'admin.flash.sessions',
      (c: Client) => c.admin.flash.sessions({ status: 'live', page: 2 }),
      'GET',
      '/api/admin/flash/sessions?status=live&page=2',
    ],
    [
      'admin.flash.lowestPrice',
      (c: Client) => c.admin.flash.lowestPrice({ product_id: 9, sku_id: 31 }),
      'GET',
      '/api/admin/flash/lowest-price?product_id=9&sku_id=31',
    ],
    [
      'admin.flash.items',
      (c: Client) => c.admin.flash.items({ session_id: 4 }),
      'GET',
      '/api/admin/flash/items?session_id=4',
    ],
    ['admin.flash.itemRemove', (c: Client) => c.admin.flash.itemRemove(7), 'POST', '/api/admin/flash/item/remove'],
    [
      'order.list',
      (c: Client) => c.order.list({ status: 'waiting_pay' }),
      'GET',
      '/api/user/order_list?status=waiting_pay',
    ],
    ['order.payTarget', (c: Client) => c.order.payTarget({ pay_sn: 'P1' }), 'GET', '/api/order/pay_target?pay_sn=P1'],
    ['order.cancel', (c: Client) => c.order.cancel(9), 'POST', '/api/order/cancel'],
    ['order.refundDetail', (c: Client) => c.order.refundDetail(3), 'GET', '/api/order/refund_detail?id=3'],
    ['wallet.networks', (c: Client) => c.wallet.networks(), 'GET', '/api/user/getBlockchain'],
    ['wallet.topUpAddress', (c: Client) => c.wallet.topUpAddress(2), 'GET', '/api/user/deposit_address?network_id=2'],
    ['wallet.withdrawalInfo', (c: Client) => c.wallet.withdrawalInfo(), 'GET', '/api/user/extract'],
    [
      'wallet.chainDeposits',
      (c: Client) => c.wallet.chainDeposits({ network_id: 2, page: 1 }),
      'GET',
      '/api/user/chain_deposits?network_id=2&page=1',
    ],
    ['address.remove', (c: Client) => c.address.remove(5), 'GET', '/api/user/address_del?id=5'],
    ['content.setLanguage', (c: Client) => c.content.setLanguage('th'), 'GET', '/api/user/set_language?lang=th'],
    ['content.service', (c: Client) => c.content.service(), 'GET', '/api/common/service'],
    ['user.sendEms', (c: Client) => c.user.sendEms({ email: 'a@b.c', event: 'resetpwd' }), 'POST', '/api/ems/send'],
    [
      'admin.refundHandle',
      (c: Client) => c.admin.refundHandle({ id: 1, action: 'approve' }),
      'POST',
      '/api/admin/refund/handle',
    ],
    ['push.key', (c: Client) => c.push.key(), 'GET', '/api/push/key'],
    [
      'push.subscribe',
      (c: Client) => c.push.subscribe({ endpoint: 'https://push.example/1', keys: { p256dh: 'k', auth: 'a' } }),
      'POST',
      '/api/push/subscribe',
    ],
    [
      'push.unsubscribe',
      (c: Client) => c.push.unsubscribe({ endpoint: 'https://push.example/1' }),
      'POST',
      '/api/push/unsubscribe',
    ],
    ['admin.products.list', (c: Client) => c.admin.products.list({ page: 2 }), 'GET', '/api/admin/product/list?page=2'],
    [
      'admin.orderList sorted and filtered',
      (c: Client) => c.admin.orderList({ sort: 'total', order: 'asc', shop_id: 3, start: 100 }),
      'GET',
      '/api/admin/order/list?sort=total&order=asc&shop_id=3&start=100',
    ],
    [
      'admin.shipBatch',
      (c: Client) => c.admin.shipBatch({ company: 'Kerry', orders: [{ id: 1, number: 'K1' }] }),
      'POST',
      '/api/admin/order/ship_batch',
    ],
    [
      'admin.productShelve',
      (c: Client) => c.admin.productShelve({ ids: [1, 2], status: 'off' }),
      'POST',
      '/api/admin/product/shelve',
    ],
    [
      'admin.translationDetail',
      (c: Client) => c.admin.translationDetail({ entity: 'product', id: 7 }),
      'GET',
      '/api/admin/translation/detail?entity=product&id=7',
    ],
    [
      'admin.translationSave',
      (c: Client) => c.admin.translationSave({ entity: 'shop', id: 2, language: 'th', fields: { name: 'ร้าน' } }),
      'POST',
      '/api/admin/translation/save',
    ],
    [
      'admin.translationMissing',
      (c: Client) => c.admin.translationMissing({ entity: 'banner', language: 'vi', page: 2 }),
      'GET',
      '/api/admin/translation/missing?entity=banner&language=vi&page=2',
    ],
    ['admin.dashboardCharts', (c: Client) => c.admin.dashboardCharts(), 'GET', '/api/admin/dashboard/charts'],
    [
      'admin.monthlySettlement',
      (c: Client) => c.admin.monthlySettlement({ months: 6 }),
      'GET',
      '/api/admin/settlement/monthly?months=6',
    ],
    [
      'admin.ledgerList',
      (c: Client) => c.admin.ledgerList({ kind: 'merchant_payable', owner_id: 2 }),
      'GET',
      '/api/admin/ledger/list?kind=merchant_payable&owner_id=2',
    ],
  ])('%s', async (_name, call, method, url) => {
    const { client, sent } = setup();
    await call(client);
    expect(sent[0]).toMatchObject({ method, url });
  });

  it.each([
    [
      'discovery.recommend',
      (c: Client) => c.discovery.recommend({ id: 42, limit: 6 }),
      '/api/product/recommend?id=42&limit=6',
    ],
    ['discovery.recentlyViewed', (c: Client) => c.discovery.recentlyViewed(), '/api/user/recently_viewed'],
    ['discovery.buyAgain', (c: Client) => c.discovery.buyAgain({ page: 2 }), '/api/user/buy_again?page=2'],
    [
      'discovery.shopFeed',
      (c: Client) => c.discovery.shopFeed({ page: 1, limit: 20 }),
      '/api/shop/feed?page=1&limit=20',
    ],
  ])('%s reads with the token', async (_name, call, url) => {
    const { client, sent } = setup();
    await call(client);
    expect(sent[0]).toMatchObject({ method: 'GET', url, headers: { token: 't' } });
  });

  it('discovery.recommend answers the cards themselves', async () => {
    const card = {
      id: 7,
      shop_id: 1,
      title: 'Lamp',
      image: '',
      price: '9.90',
      market_price: '12.00',
      sales: 3,
      favorable_rate: 98,
    };
    const fake = fakeAxios(() => ok([card]));
    const client = createClient({ axios: fake.instance });
    await expect(client.discovery.recommend({ id: 2 })).resolves.toEqual([card]);
    expect(fake.sent[0]?.url).toBe('/api/product/recommend?id=2');
  });

  it('order.create sends the body and the idempotency key', async () => {
    const { client, sent } = setup();
    await client.order.create({ cart_ids: [1, 2], address_id: 5, remark: 'ring twice' }, { idempotencyKey: 'abc' });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/order/create',
      data: { cart_ids: [1, 2], address_id: 5, remark: 'ring twice' },
      headers: { 'Idempotency-Key': 'abc' },
    });
  });

  it('wallet.requestWithdrawal posts a bank withdrawal', async () => {
    const { client, sent } = setup();
    const body = {
      type: 'bank',
      amount: '50.00',
      paypwd: '123456',
      bank_card_no: '6222',
      bank_name: 'B',
      account_name: 'A',
    } as const;
    await client.wallet.requestWithdrawal(body);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/user/extract', data: body });
  });

  it('content.upload posts the file as multipart field "file"', async () => {
    const { client, sent } = setup();
    await client.content.upload(new Blob(['x'], { type: 'image/png' }), 'a.png');
    const form = sent[0]?.data as FormData;
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/common/upload' });
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('file') as File).name).toBe('a.png');
  });

  it('user.quickLogin fails silently, as a failed quick login must change nothing', async () => {
    const fake = fakeAxios(() => ({ body: { code: 0, msg: 'expired', time: 0, data: null } }));
    const errors: string[] = [];
    const client = createClient({ axios: fake.instance, onError: (m) => errors.push(m) });
    await expect(client.user.quickLogin('q')).rejects.toThrow('expired');
    expect(errors).toEqual([]);
  });
});

type Client = ReturnType<typeof createClient>;

describe('chat calls', () => {
  it.each([
    ['chat.open', (c: Client) => c.chat.open(7), 'POST', '/api/chat/open', { shop_id: 7 }],
    [
      'chat.conversations',
      (c: Client) => c.chat.conversations({ page: 2 }),
      'GET',
      '/api/chat/conversations?page=2',
      undefined,
    ],
    [
      'chat.messages',
      (c: Client) => c.chat.messages({ conversation_id: 3, after_seq: 5 }),
      'GET',
      '/api/chat/messages?conversation_id=3&after_seq=5',
      undefined,
    ],
    [
      'chat.send',
      (c: Client) => c.chat.send({ conversation_id: 3, client_id: 'c1', text: 'hi' }),
      'POST',
      '/api/chat/send',
      { conversation_id: 3, client_id: 'c1', text: 'hi' },
    ],
    [
      'chat.read',
      (c: Client) => c.chat.read({ conversation_id: 3, seq: 4 }),
      'POST',
      '/api/chat/read',
      { conversation_id: 3, seq: 4 },
    ],
    [
      'admin.chat.conversations',
      (c: Client) => c.admin.chat.conversations({ unread: true, keyword: 'ann' }),
      'GET',
      '/api/admin/chat/conversations?unread=true&keyword=ann',
      undefined,
    ],
    [
      'admin.chat.send',
      (c: Client) => c.admin.chat.send({ conversation_id: 3, client_id: 'c2', product_id: 4 }),
      'POST',
      '/api/admin/chat/send',
      { conversation_id: 3, client_id: 'c2', product_id: 4 },
    ],
    ['admin.chat.away', (c: Client) => c.admin.chat.away(2), 'GET', '/api/admin/chat/away?shop_id=2', undefined],
    [
      'admin.chat.saveAway',
      (c: Client) => c.admin.chat.saveAway({ enabled: true, text: 'Back soon' }),
      'POST',
      '/api/admin/chat/away',
      { enabled: true, text: 'Back soon' },
    ],
  ])('%s', async (_name, call, method, url, data) => {
    const { client, sent } = setup();
    await call(client);
    expect(sent[0]).toMatchObject({ method, url });
    if (data) expect(sent[0]?.data).toEqual(data);
  });

  it('a retried send with the same client_id reaches the server (no duplicate guard)', async () => {
    const fake = fakeAxios(() => ok(null));
    const client = createClient({ axios: fake.instance, getToken: () => 't', duplicateGuard: { now: () => 0 } });
    const body = { conversation_id: 3, client_id: 'c1', text: 'hi' };
    await client.chat.send(body);
    await client.chat.send(body);
    expect(fake.sent).toHaveLength(2);
  });
});
