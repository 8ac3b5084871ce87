import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../helpers/admins';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';
import { ownUpload, TEST_CARD } from '../../helpers/wallet';

/** A card top-up's paying account: a card or account number that can exist, masked for the shopper. */
let server: TestServer;
let admin: { token: string };
let shopper: TestShopper;

beforeAll(async () => {
  server = await startServer();
  admin = await createAdmin(server.app);
  shopper = await createShopper(server.app);
});
afterAll(() => server.close());

let keys = 0;
const cardTopUp = async (address: string, lang = 'en') =>
  server.request(`/api/user/recharge?lang=${lang}`, {
    method: 'POST',
    headers: { token: shopper.token, 'Idempotency-Key': `pa-${(keys += 1)}` },
    json: { type: 'manual', amount: '30', image: await ownUpload(server.app, shopper.id), address },
  });

const FORMAT =
  'Please enter the card number (12–19 digits) or the account number (6–34 letters and digits) you paid from';

describe('user/recharge (manual): the paying account', () => {
  it.each([
    ['12', FORMAT],
    ['abcdefgh', FORMAT],
    ['TXYZ', FORMAT],
    ['4111.1111.1111.1111', FORMAT],
    ['4111 1111 1111 1112', 'This card number is not valid. Please check it'],
    ['GB82 WEST 1234 5698 7654 31', 'This IBAN is not valid. Please check it'],
  ])('refuses %s', async (address, msg) => {
    expect((await cardTopUp(address)).body).toMatchObject({ code: 0, msg, data: { field: 'address' } });
  });

  it('explains the refusal in the reader’s language', async () => {
    expect((await cardTopUp('abcdefgh', 'th')).body.msg).toBe(
      'กรุณากรอกหมายเลขบัตร (ตัวเลข 12–19 หลัก) หรือเลขบัญชี (ตัวอักษรและตัวเลข 6–34 ตัว) ที่คุณใช้ชำระเงิน',
    );
  });

  it('takes a card, an IBAN or an account number; the shopper sees the last four, the operator all', async () => {
    const card = await cardTopUp(TEST_CARD);
    expect(card.body.data).toMatchObject({ type: 'manual', address: '•••• 1111', status: 'auditing' });
    const iban = await cardTopUp('gb82 west 1234 5698 7654 32');
    expect(iban.body.data.address).toBe('•••• 5432');
    expect((await cardTopUp('0012345678')).body.data.address).toBe('•••• 5678');

    const log = await server.request('/api/user/recharge_log', { headers: { token: shopper.token } });
    expect(log.body.data.data.map((r: { address: string }) => r.address)).toEqual([
      '•••• 5678',
      '•••• 5432',
      '•••• 1111',
    ]);
    expect(JSON.stringify(log.body)).not.toContain('4111111111111111');

    const list = await server.request(`/api/admin/recharge/list?keyword=${shopper.id}&limit=50`, {
      headers: { token: admin.token },
    });
    const mine = list.body.data.data.filter((r: { user_id: number }) => r.user_id === shopper.id);
    // Stored without the grouping spaces, letters upper-cased: what the operator matches the payment with.
    expect(mine.map((r: { address: string }) => r.address)).toEqual([
      '0012345678',
      'GB82WEST12345698765432',
      '4111111111111111',
    ]);
  });
});
