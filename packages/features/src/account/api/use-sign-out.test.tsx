import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { BazaarClient } from '@bazaar/api-client';
import { ApiProvider, LinksProvider, sessionStore, type StorefrontLinks } from '../../lib';
import { fakePushBrowser } from '../../lib/testing/fake-push-browser';
import { useSignOut } from './use-sign-out';

/** The calls in the order they were made, to prove push/unsubscribe goes while the token still works. */
function fakeApi(calls: string[], unsubscribe: () => Promise<null> = async () => null) {
  const push = {
    unsubscribe: vi.fn(async (body: { endpoint: string }) => (calls.push(`push ${body.endpoint}`), unsubscribe())),
  };
  const user = {
    logout: vi.fn(async () => (calls.push('logout'), null)),
    logoutAll: vi.fn(async () => (calls.push('logoutAll'), null)),
  };
  const client = { push, user } as unknown as BazaarClient;
  const links = { login: () => '/login' } as unknown as StorefrontLinks;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <ApiProvider client={client}>
        <LinksProvider links={links}>{children}</LinksProvider>
      </ApiProvider>
    </MemoryRouter>
  );
  return { push, user, wrapper };
}

/** A browser that took pushes for the shopper signing out. */
async function subscribedBrowser() {
  const browser = fakePushBrowser('granted');
  const reg = await navigator.serviceWorker.getRegistration();
  await reg!.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: new Uint8Array(65) });
  return browser;
}

beforeEach(() => {
  vi.unstubAllGlobals();
  sessionStore.signIn('tok', { id: 1 } as never);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  sessionStore.clear();
});

describe('useSignOut', () => {
  it('unsubscribes this browser from push before the token is revoked, then signs out', async () => {
    const browser = await subscribedBrowser();
    const calls: string[] = [];
    const { wrapper } = fakeApi(calls);
    const { result } = renderHook(() => useSignOut(), { wrapper });

    await act(() => result.current());
    expect(calls).toEqual(['push https://push.example/abc', 'logout']);
    expect(browser.current()).toBeNull();
    expect(sessionStore.get().token).toBeUndefined();
  });

  it('also on "sign out everywhere"', async () => {
    const browser = await subscribedBrowser();
    const calls: string[] = [];
    const { wrapper } = fakeApi(calls);
    const { result } = renderHook(() => useSignOut(), { wrapper });

    await act(() => result.current({ all: true }));
    expect(calls).toEqual(['push https://push.example/abc', 'logoutAll']);
    expect(browser.current()).toBeNull();
  });

  it('signs out all the same when the browser has no push', async () => {
    const calls: string[] = [];
    const { push, wrapper } = fakeApi(calls);
    const { result } = renderHook(() => useSignOut(), { wrapper });

    await act(() => result.current());
    expect(push.unsubscribe).not.toHaveBeenCalled();
    expect(calls).toEqual(['logout']);
    expect(sessionStore.get().token).toBeUndefined();
  });

  it('drops the browser subscription and signs out all the same when push/unsubscribe fails', async () => {
    const browser = await subscribedBrowser();
    const calls: string[] = [];
    const { wrapper } = fakeApi(calls, async () => Promise.reject(new Error('offline')));
    const { result } = renderHook(() => useSignOut(), { wrapper });

    await act(() => result.current());
    expect(calls).toEqual(['push https://push.example/abc', 'logout']);
    expect(browser.current()).toBeNull();
    expect(sessionStore.get().token).toBeUndefined();
  });
});
