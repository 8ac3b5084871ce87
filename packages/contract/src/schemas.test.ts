import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_STATUSES,
  CreateOrderBody,
  WithdrawalBody,
  Money,
  MoneyInput,
  ORDER_STATUSES,
  OrderCounts,
  PreviewBody,
  TopUpBody,
  RefundBody,
  User,
} from './index';

describe('contract schemas', () => {
  it('keeps the order statuses in the tab order of the api contract', () => {
    expect(ORDER_STATUSES).toEqual([
      'waiting_pay',
      'waiting_deliver',
      'delivered',
      'received',
      'completed',
      'cancelled',
      'refunding',
      'refunded',
      'after_sale',
    ]);
    expect(AUDIT_STATUSES).toEqual(['auditing', 'passed', 'refused']);
  });

  it('accepts money as two-decimal strings in answers and number or string in requests', () => {
    expect(Value.Check(Money, '12.50')).toBe(true);
    expect(Value.Check(Money, '-3.00')).toBe(true);
    expect(Value.Check(Money, 12.5)).toBe(false);
    expect(Value.Check(Money, '12.5')).toBe(false);
    expect(Value.Check(MoneyInput, 12.5)).toBe(true);
    expect(Value.Check(MoneyInput, '12.5')).toBe(true);
    expect(Value.Check(MoneyInput, '12.505')).toBe(false);
  });

  it('has one order count per status on the user object', () => {
    const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0]));
    expect(Value.Check(OrderCounts, counts)).toBe(true);
    const user = {
      id: 1,
      username: 'ann',
      nickname: 'Ann',
      email: 'ann@example.com',
      mobile: '1',
      avatar: '',
      expires_in: 3600,
      createtime: 0,
      family_name: 'A',
      given_name: 'Ann',
      real_name: 'Ann A',
      money: '10.00',
      frozen_money: '0.00',
      has_pay_password: true,
      lang: 'en',
      order_counts: counts,
      favourite_count: 0,
      follow_count: 0,
      unread_notifications: 0,
      chat_unread: 0,
      alert_price_drop: true,
      alert_back_in_stock: true,
    };
    expect(Value.Check(User, user)).toBe(true);
    expect(Value.Check(User, { ...user, money: 10 })).toBe(false);
  });

  it('tells the recharge and withdrawal kinds apart by type', () => {
    expect(Value.Check(TopUpBody, { type: 'manual', amount: 5, image: '/u/a.png', address: 'card' })).toBe(true);
    expect(Value.Check(TopUpBody, { type: 'chain', amount: 5, image: '/u/a.png', address: '0x1' })).toBe(false);
    const bank = { type: 'bank', amount: '5', paypwd: '123456', bank_card_no: '1', bank_name: 'B', account_name: 'A' };
    expect(Value.Check(WithdrawalBody, bank)).toBe(true);
    expect(Value.Check(WithdrawalBody, { ...bank, type: 'chain' })).toBe(false);
  });

  it('requires an address to create an order but not to preview one', () => {
    expect(Value.Check(PreviewBody, { cart_ids: [1] })).toBe(true);
    expect(Value.Check(CreateOrderBody, { cart_ids: [1] })).toBe(false);
    expect(Value.Check(CreateOrderBody, { cart_ids: [1], address_id: 2, remark: '' })).toBe(true);
  });

  it('limits refund types and goods statuses to the contract values', () => {
    const refund = {
      order_id: 1,
      product_ids: [2],
      type: 'refund_only',
      amount: '1.00',
      goods_status: 'received',
      reason: 'r',
      explain: 'e',
      images: [],
    };
    expect(Value.Check(RefundBody, refund)).toBe(true);
    expect(Value.Check(RefundBody, { ...refund, type: 'exchange' })).toBe(false);
    expect(Value.Check(RefundBody, { ...refund, goods_status: 'lost' })).toBe(false);
  });
});
