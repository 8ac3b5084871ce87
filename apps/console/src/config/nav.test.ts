import { describe, expect, it } from 'vitest';
import { navEntryOf, navSections } from './nav';

describe('the side navigation', () => {
  it('groups the entries of the route table for an admin', () => {
    const sections = navSections('admin');
    expect(sections.map((s) => s.group)).toEqual(['money', 'orders', 'catalog', 'content', 'people', 'settings']);
    expect(sections.find((s) => s.group === 'orders')?.entries).toEqual(['orders', 'refunds', 'chat']);
    expect(sections.find((s) => s.group === 'content')?.entries).toEqual(['content']);
    expect(sections.flatMap((s) => s.entries)).not.toContain('orderDetail');
    expect(sections.find((s) => s.group === 'catalog')?.entries).toEqual([
      'shops',
      'categories',
      'products',
      'vouchers',
      'flashSessions',
    ]);
  });

  it('shows a merchant only its own screens', () => {
    const entries = navSections('merchant').flatMap((s) => s.entries);
    expect(entries).toEqual([
      'settlement',
      'ledger',
      'orders',
      'refunds',
      'chat',
      'shops',
      'products',
      'vouchers',
      'flashSessions',
      'account',
    ]);
    expect(navSections('merchant').map((s) => s.group)).toEqual(['money', 'orders', 'catalog', 'settings']);
  });

  it('marks the entry a nested screen sits under', () => {
    expect(navEntryOf('orderDetail')).toBe('orders');
    expect(navEntryOf('bannerEdit')).toBe('content');
    expect(navEntryOf('flashItemEdit')).toBe('flashSessions');
    expect(navEntryOf('users')).toBe('users');
    expect(navEntryOf('dashboard')).toBe('dashboard');
  });
});
