import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { BazaarClient } from '@bazaar/api-client';
import { ApiProvider } from '../../lib';
import { usePushSwitch } from './push-switch';

const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

/** A browser with a service worker and a PushManager that records what it is asked. */
function fakeBrowser(permission: NotificationPermission, answer: NotificationPermission = permission) {
  let current: PushSubscription | null = null;
  const subscription = (key: Uint8Array) =>
    ({
      endpoint: 'https://push.example/abc',
      options: { applicationServerKey: key.buffer },
      toJSON: () => ({ endpoint: 'https://push.example/abc', expirationTime: null, keys: { p256dh: 'P', auth: 'A' } }),
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    }) as unknown as PushSubscription;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      current = subscription(applicationServerKey);
      return current;
    }),
  };
  const Notification = { permission, requestPermission: vi.fn(async () => answer) };
  vi.stubGlobal('Notification', Notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  return { pushManager, Notification, current: () => current };
}

function fakeApi() {
  const push = {
    key: vi.fn(async () => ({ public_key: KEY })),
    subscribe: vi.fn(async () => null),
    unsubscribe: vi.fn(async () => null),
  };
  const client = { push } as unknown as BazaarClient;
  const wrapper = ({ children }: { children: ReactNode }) => <ApiProvider client={client}>{children}</ApiProvider>;
  return { push, wrapper };
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('usePushSwitch', () => {
  it('is unavailable without a service worker or PushManager', async () => {
    const { wrapper } = fakeApi();
    const { result } = renderHook(() => usePushSwitch(), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('unsupported'));
  });

  it('turns on: permission, a subscription with the server key, then push/subscribe with its keys', async () => {
    const browser = fakeBrowser('default', 'granted');
    const { push, wrapper } = fakeApi();
    const { result } = renderHook(() => usePushSwitch(), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('off'));

    await act(() => result.current.turnOn());
    expect(browser.Notification.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.pushManager.subscribe.mock.calls[0]![0];
    expect(options).toMatchObject({ userVisibleOnly: true });
    expect(options.applicationServerKey).toHaveLength(65);
    expect(push.subscribe).toHaveBeenCalledWith({
      endpoint: 'https://push.example/abc',
      keys: { p256dh: 'P', auth: 'A' },
    });
    expect(result.current.state).toBe('on');
  });

  it('turns off: push/unsubscribe with the endpoint, and the browser subscription goes', async () => {
    const browser = fakeBrowser('default', 'granted');
    const { push, wrapper } = fakeApi();
    const { result } = renderHook(() => usePushSwitch(), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('off'));
    await act(() => result.current.turnOn());
    browser.Notification.permission = 'granted';

    await act(() => result.current.turnOff());
    expect(push.unsubscribe).toHaveBeenCalledWith({ endpoint: 'https://push.example/abc' });
    expect(browser.current()).toBeNull();
    expect(result.current.state).toBe('off');
  });

  it('says denied when the shopper refuses, and sends nothing', async () => {
    fakeBrowser('default', 'denied');
    const { push, wrapper } = fakeApi();
    const { result } = renderHook(() => usePushSwitch(), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('off'));
    await act(() => result.current.turnOn());
    expect(push.subscribe).not.toHaveBeenCalled();
    expect(result.current.state).toBe('denied');
  });
});
