import { describe, expect, it } from 'vitest';
import { decide } from './guard';

describe('console guard', () => {
  it('sends a signed-out visitor to sign in, and only there', () => {
    expect(decide('dashboard', undefined)).toEqual({ kind: 'redirect', to: 'login' });
    expect(decide('settings', undefined)).toEqual({ kind: 'redirect', to: 'login' });
    expect(decide('login', undefined)).toEqual({ kind: 'allow' });
  });

  it('keeps a merchant to orders and refunds', () => {
    expect(decide('orders', 'merchant')).toEqual({ kind: 'allow' });
    expect(decide('refunds', 'merchant')).toEqual({ kind: 'allow' });
    expect(decide('recharges', 'merchant')).toEqual({ kind: 'redirect', to: 'dashboard' });
    expect(decide('users', 'merchant')).toEqual({ kind: 'redirect', to: 'dashboard' });
  });

  it('lets a merchant open an order, its settlement and its account, not the operators', () => {
    for (const route of ['orderDetail', 'settlement', 'account'] as const) {
      expect(decide(route, 'merchant')).toEqual({ kind: 'allow' });
    }
    expect(decide('operators', 'merchant')).toEqual({ kind: 'redirect', to: 'dashboard' });
    expect(decide('operatorNew', 'merchant')).toEqual({ kind: 'redirect', to: 'dashboard' });
  });

  it('lets an admin everywhere but the sign-in screen', () => {
    expect(decide('auditLog', 'admin')).toEqual({ kind: 'allow' });
    expect(decide('login', 'admin')).toEqual({ kind: 'redirect', to: 'dashboard' });
  });
});
