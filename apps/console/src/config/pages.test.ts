import { describe, expect, it } from 'vitest';
import { LANGS } from '@bazaar/contract';
import { consoleBundles } from '@bazaar/features/console-locales';
import { CONSOLE_PAGES as routes, links, parentOf, paths, titleKey } from './pages';

const text = (bundle: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);

describe('the console page list', () => {
  it('gives every route a title in every language', () => {
    for (const lang of LANGS) {
      for (const { name } of routes) {
        expect(text(consoleBundles.console[lang], titleKey(name)), `${lang} ${name}`).toEqual(expect.any(String));
      }
    }
  });

  it('names each route and path once, and sends each back button to a route of the table', () => {
    expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    for (const { name } of routes) expect(paths[parentOf(name)]).toBeDefined();
    expect(parentOf('bannerEdit')).toBe('banners');
    expect(parentOf('banners')).toBe('content');
    expect(parentOf('users')).toBe('dashboard');
    expect(parentOf('flashItemEdit')).toBe('flashItems');
    expect(parentOf('flashItems')).toBe('flashSessions');
    expect(paths.ledger).toBe('/ledger');
    expect(routes.find((r) => r.name === 'ledger')).toMatchObject({ group: 'money', merchant: true });
  });

  it('puts every screen but the sign-in and the dashboard in a navigation group, as its parent is', () => {
    for (const r of routes) {
      if (r.name === 'login' || r.name === 'dashboard') expect('group' in r).toBe(false);
      else expect('group' in r && r.group, r.name).toBeTruthy();
      if ('parent' in r) expect(routes.find((p) => p.name === r.parent)).toHaveProperty('group', r.group);
    }
  });

  it('builds the links of routes with params', () => {
    expect(links.orderDetail(42)).toBe('/orders/42');
  });
});
