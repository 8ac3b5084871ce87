import type { App } from '../../src/app-types';
import { hashPassword } from '../../src/lib/password';
import { nowSeconds } from '../../src/lib/time';
import { post } from '../../src/modules/ledger';
import { issueUserToken } from '../../src/modules/session/tokens';

let counter = 0;

export interface TestShopper {
  id: number;
  token: string;
  email: string;
  password: string;
  payPassword: string;
}

/**
 * A shopper straight in the database, signed in, with an optional balance credited
 * through the ledger (a deposit), for tests of calls that need a token.
 */
export async function createShopper(
  app: App,
  options: { balanceCents?: number; payPassword?: string | null; password?: string } = {},
): Promise<TestShopper> {
  counter += 1;
  const tag = `${process.pid}${counter}${Math.random().toString(36).slice(2, 6)}`;
  const email = `shopper${tag}@test.local`;
  const password = options.password ?? 'secret123';
  const payPassword = options.payPassword === undefined ? '123456' : options.payPassword;
  const now = nowSeconds();
  const { id } = await app.db
    .insertInto('users')
    .values({
      username: `shopper${tag}`,
      nickname: `Shopper ${counter}`,
      email,
      // Unique per process by the counter (digits of the random tag could repeat across shoppers).
      mobile: `1${String(process.pid % 100_000).padStart(5, '0')}${String(counter).padStart(5, '0')}`,
      family_name: 'Test',
      given_name: `Shopper${counter}`,
      real_name: `Test Shopper ${counter}`,
      password_hash: await hashPassword(password),
      pay_password_hash: payPassword === null ? null : app.payCodes.hash(payPassword),
      createtime: now,
      updatetime: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.balanceCents) {
    await app.db.transaction().execute((trx) =>
      post(trx, {
        type: 'deposit',
        ref: `test:${id}`,
        memo: 'test balance',
        postings: [
          { account: { kind: 'external_deposits' }, amount: -options.balanceCents! },
          { account: { kind: 'user_available', ownerId: id }, amount: options.balanceCents! },
        ],
      }),
    );
  }
  const { token } = await issueUserToken(app.db, id);
  return { id, token, email, password, payPassword: payPassword ?? '' };
}
