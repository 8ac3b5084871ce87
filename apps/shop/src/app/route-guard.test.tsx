// The guard as the shopper meets it: a reload with the Admin-Token cookie and no
// user info yet, signed-out visits, and the logout chain of docs/product.md#navigation-guard.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { BazaarClient } from '@bazaar/api-client';
import { enableAntdMobileOnReact19, Toast } from '@bazaar/design-system';

enableAntdMobileOnReact19();

const user = { id: 1, nickname: 'Ann' };

/** A fresh page load: modules (session store, guard) start from the cookie. */
async function load(path: string, api: { getUserInfo: () => Promise<unknown>; logout: () => Promise<unknown> }) {
  vi.resetModules();
  const lib = await import('@bazaar/features/lib');
  const { RouteGuard } = await import('./route-guard');
  const router = createMemoryRouter(
    [
      // As in the app, the root lies outside the guard (it only redirects to /home).
      { path: '/', element: <p>page /</p> },
      {
        element: (
          <RouteGuard>
            <Outlet />
          </RouteGuard>
        ),
        children: ['/home', '/filter', '/login'].map((p) => ({ path: p, element: <p>page {p}</p> })),
      },
    ],
    { initialEntries: [path] },
  );
  const client = { user: api } as unknown as BazaarClient;
  render(
    <I18nextProvider i18n={lib.createI18n('en')}>
      <lib.ApiProvider client={client}>
        <lib.LinksProvider links={lib.shopLinks}>
          <RouterProvider router={router} />
        </lib.LinksProvider>
      </lib.ApiProvider>
    </I18nextProvider>,
  );
  await act(async () => {});
  return { router, session: lib.sessionStore };
}

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;

// Each test loads the shop's modules afresh (a page load): on a loaded machine that alone can take seconds.
describe('RouteGuard', { timeout: 20_000 }, () => {
  beforeEach(() => {
    Toast.clear();
    document.body.querySelectorAll('.adm-toast-mask').forEach((n) => n.parentElement?.remove());
    document.cookie = 'Admin-Token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends a signed-out visit of a protected page to /login with the loginFirst toast', async () => {
    const api = { getUserInfo: vi.fn(), logout: vi.fn() };
    const { router } = await load('/filter', api);
    expect(where(router)).toBe('/login?path=%2Ffilter');
    expect(await screen.findByText('Please login first')).toBeVisible();
    expect(api.getUserInfo).not.toHaveBeenCalled();
  });

  it('lets a signed-out visitor open a public page', async () => {
    const { router } = await load('/home', { getUserInfo: vi.fn(), logout: vi.fn() });
    expect(where(router)).toBe('/home');
    expect(screen.getByText('page /home')).toBeVisible();
  });

  it('with a token and no user info, fetches it once and continues to the same target', async () => {
    document.cookie = 'Admin-Token=t1; path=/';
    const api = { getUserInfo: vi.fn().mockResolvedValue(user), logout: vi.fn() };
    const { router, session } = await load('/filter', api);
    expect(where(router)).toBe('/filter');
    expect(await screen.findByText('page /filter')).toBeVisible();
    expect(api.getUserInfo).toHaveBeenCalledOnce();
    expect(session.get()).toEqual({ token: 't1', userInfo: user });
  });

  it('logs out and goes to /login when the user info fails', async () => {
    document.cookie = 'Admin-Token=t1; path=/';
    const api = { getUserInfo: vi.fn().mockRejectedValue(new Error('x')), logout: vi.fn().mockResolvedValue(null) };
    const { router, session } = await load('/filter', api);
    await act(async () => {});
    expect(api.logout).toHaveBeenCalledOnce();
    expect(session.get().token).toBeUndefined();
    expect(router.state.location.pathname).toBe('/login');
    expect(document.cookie).not.toContain('Admin-Token=t1');
  });

  it('invalidates the token and goes to the root when logout fails too', async () => {
    document.cookie = 'Admin-Token=t1; path=/';
    const fail = vi.fn().mockRejectedValue(new Error('x'));
    const { router, session } = await load('/filter', { getUserInfo: fail, logout: fail });
    await act(async () => {});
    expect(session.get().token).toBeUndefined();
    expect(router.state.location.pathname).toBe('/');
    await new Promise((r) => setTimeout(r, 10));
    expect(screen.queryByText('Please login first')).toBeNull(); // the chain leaves; the guard does not take over
  });

  it('sends a signed-in visit to /login to the root', async () => {
    document.cookie = 'Admin-Token=t1; path=/';
    const { router } = await load('/login', { getUserInfo: vi.fn().mockResolvedValue(user), logout: vi.fn() });
    expect(router.state.location.pathname).toBe('/');
  });
});
