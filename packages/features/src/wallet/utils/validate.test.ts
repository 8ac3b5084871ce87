import { describe, expect, it } from 'vitest';
import type { ExtractInfo } from '@bazaar/contract';
import { checkExtract, checkRecharge, type ExtractForm } from './validate';

const network = { id: 1, name: 'TRC20', currency: 'USDT', address: 'T1', min_amount: '10.00' };

describe('checkRecharge', () => {
  const ok = { type: 'chain' as const, network, amount: '20', address: 'TPay', image: '/uploads/a.png' };
  it.each([
    [{ network: undefined }, 'chooseNetwork'],
    [{ address: ' ' }, 'fillAddress'],
    [{ amount: '' }, 'correctAmount'],
    [{ amount: '0.00' }, 'correctAmount'],
    [{ amount: '9.99' }, 'belowMin'],
    [{ image: undefined }, 'uploadEvidence'],
  ])('%j → %s', (change, key) => {
    expect(checkRecharge({ ...ok, ...change })?.key).toBe(key);
  });

  it('passes a complete form; manual needs no network', () => {
    expect(checkRecharge(ok)).toBeNull();
    expect(checkRecharge({ ...ok, type: 'manual', network: undefined, amount: '1' })).toBeNull();
  });
});

describe('checkExtract', () => {
  const info: ExtractInfo = {
    money: '500.00',
    fee_rate: 1,
    min_amount: '10.00',
    max_amount: '300.00',
    daily_limit: '1000.00',
    types: ['bank', 'chain'],
  };
  const bank: ExtractForm = {
    type: 'bank',
    amount: '100',
    bank_card_no: '6222',
    bank_name: 'Bank',
    account_name: 'Name',
    address: '',
  };
  it.each([
    [{ amount: '' }, 'drawPositive'],
    [{ amount: '0' }, 'drawPositive'],
    [{ amount: '500.01' }, 'drawExceeds'],
    [{ amount: '9.99' }, 'drawBelowMin'],
    [{ amount: '300.01' }, 'drawAboveMax'],
    [{ bank_card_no: '' }, 'fillBankCard'],
    [{ bank_name: '' }, 'fillBankName'],
    [{ account_name: '' }, 'fillAccountName'],
    [{ type: 'chain' as const }, 'chooseNetwork'],
    [{ type: 'chain' as const, network_id: 1 }, 'fillWithdrawAddress'],
  ])('%j → %s', (change, key) => {
    expect(checkExtract({ ...bank, ...change }, info)?.key).toBe(key);
  });

  it('passes complete bank and chain forms', () => {
    expect(checkExtract(bank, info)).toBeNull();
    expect(checkExtract({ ...bank, type: 'chain', network_id: 1, address: 'T' }, info)).toBeNull();
  });
});
