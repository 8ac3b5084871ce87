import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { BazaarClient } from '@bazaar/api-client';
import { ApiProvider } from '../../lib';
import { fakePushBrowser as fakeBrowser } from '../../lib/testing/fake-push-browser';
import { usePushSwitch } from './push-switch';

const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

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
