import { describe, expect, it } from 'vitest';
import { decide, isPublicPath, loginAtStart } from './guard';

const anon = { hasToken: false, hasUserInfo: false };
const signedIn = { hasToken: true, hasUserInfo: true };

describe('isPublicPath', () => {
  it.each(['/login', '/home', '/shop', '/shop/12', '/detail/3/4', '/search', '/changePassword'])('%s is public', (p) =>
    expect(isPublicPath(p)).toBe(true),
  );
  it.each(['/bag', '/filter', '/shopping', '/homepage', '/myPurchases/all', '/'])('%s is protected', (p) =>
    expect(isPublicPath(p)).toBe(false),
  );
});

describe('decide', () => {
  it('lets anonymous visitors open public pages', () => expect(decide('/home', anon)).toEqual({ kind: 'allow' }));
  it('sends anonymous visitors of protected pages to /login with the loginFirst toast', () =>
    expect(decide('/bag', anon)).toEqual({ kind: 'redirect', to: '/login', toast: 'loginFirst' }));
  it('sends a signed-in visit to /login to the root', () =>
    expect(decide('/login', signedIn)).toEqual({ kind: 'redirect', to: '/' }));
  it('fetches user info first when signed in without it', () =>
    expect(decide('/bag', { hasToken: true, hasUserInfo: false })).toEqual({ kind: 'fetch-user' }));
  it('allows everything else when signed in', () => expect(decide('/bag', signedIn)).toEqual({ kind: 'allow' }));
});

describe('loginAtStart', () => {
  it("sends a visitor's protected page to the sign-in page, with the way back", () => {
    expect(loginAtStart('/filter', '', anon)).toBe('/login?path=%2Ffilter');
    expect(loginAtStart('/myPurchases/all', '?a=1', anon)).toBe('/login?path=%2FmyPurchases%2Fall%3Fa%3D1');
  });
  it('leaves public pages, the root, quick-login links and signed-in shoppers where they are', () => {
    expect(loginAtStart('/home', '', anon)).toBeUndefined();
    expect(loginAtStart('/', '', anon)).toBeUndefined();
    expect(loginAtStart('/filter', '?token=q1&path=/filter', anon)).toBeUndefined();
    expect(loginAtStart('/filter', '', signedIn)).toBeUndefined();
    expect(loginAtStart('/filter', '', { hasToken: true, hasUserInfo: false })).toBeUndefined();
  });
});
