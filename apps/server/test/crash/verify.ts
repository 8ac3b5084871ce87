import type { Db } from '../../src/db';
import { checkLedger, userBalances } from '../../src/modules/ledger';
import { isOk, START_BALANCE, WITHDRAWAL_CENTS, type Op } from './storm';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const idOf = (op: Op) => (isOk(op.retried) ? (op.retried.data as { id?: number }).id : undefined);

async function ledgerCount(db: Db, type: string, ref: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('type', '=', type)
    .where('ref', '=', ref)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * After the fault and the retries: the ledger holds, every operation (all were affordable)
 * happened exactly once, an acknowledged one answers its first answer again, and every
 * balance is what those operations imply. Returns the broken promises, none when all hold.
 */
export async function verify(db: Db, ops: Op[]): Promise<string[]> {
  const problems: string[] = [];
  const ledger = await checkLedger(db);
  problems.push(...ledger.problems.map((p) => `ledger: ${p}`));

  for (const op of ops) {
    const retried = op.retried;
    if (!isOk(retried)) problems.push(`${op.key}: the retry failed: ${JSON.stringify(retried)}`);
    else if (isOk(op.acked) && !same(op.acked.data, retried.data)) {
      problems.push(`${op.key}: acknowledged as ${JSON.stringify(op.acked.data)}, retried as another result`);
    }
    if (op.kind === 'pay') {
      const n = await ledgerCount(db, 'order_pay', `order:${op.orderId}`);
      if (n !== 1) problems.push(`${op.key}: ${n} payment transactions for order ${op.orderId}`);
    }
    if (op.kind === 'withdrawal' && idOf(op) !== undefined) {
      const n = await ledgerCount(db, 'withdrawal_freeze', `withdrawal:${idOf(op)}`);
      if (n !== 1) problems.push(`${op.key}: ${n} freeze transactions for withdrawal ${idOf(op)}`);
    }
    if (op.kind === 'refund') {
      const rows = await db.selectFrom('refunds').select('id').where('order_id', '=', op.orderId!).execute();
      if (rows.length !== 1 || rows[0]!.id !== idOf(op)) {
        problems.push(`${op.key}: refunds of order ${op.orderId} are ${JSON.stringify(rows)}, answered ${idOf(op)}`);
      }
    }
  }

  for (const shopper of new Map(ops.map((op) => [op.shopper.id, op.shopper])).values()) {
    const mine = ops.filter((op) => op.shopper.id === shopper.id);
    const withdrawalRequests = mine.filter((op) => op.kind === 'withdrawal');
    const withdrawals = await db.selectFrom('withdrawals').select('id').where('user_id', '=', shopper.id).execute();
    const answered = new Set(withdrawalRequests.map(idOf));
    if (withdrawals.length !== withdrawalRequests.length || withdrawals.some((w) => !answered.has(w.id))) {
      problems.push(
        `shopper ${shopper.id}: withdrawals ${JSON.stringify(withdrawals)} for ${withdrawalRequests.length} requests`,
      );
    }
    // Every order of the shopper ends paid: the storm's payments and the orders paid before it.
    const orderIds = mine.filter((op) => op.kind !== 'withdrawal').map((op) => op.orderId!);
    const orders = await db.selectFrom('orders').select(['total', 'status']).where('id', 'in', orderIds).execute();
    const spent = orders.reduce((sum, o) => sum + o.total, 0);
    const frozen = withdrawalRequests.length * WITHDRAWAL_CENTS;
    const balances = await userBalances(db, shopper.id);
    const expected = { money: START_BALANCE - spent - frozen, frozen };
    if (!same(balances, expected)) {
      problems.push(
        `shopper ${shopper.id}: balances ${JSON.stringify(balances)}, expected ${JSON.stringify(expected)}`,
      );
    }
    const unpaid = orders.filter((o) => o.status === 'waiting_pay').length;
    if (unpaid) problems.push(`shopper ${shopper.id}: ${unpaid} orders still unpaid`);
  }
  return problems;
}

/** Total ledger transactions: a second round of retries must not add any. */
export async function transactionCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
