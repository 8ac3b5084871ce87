import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import type { BazaarClient } from '@bazaar/api-client';
import type { CartList } from '@bazaar/contract';
import { ApiProvider } from './api-provider';
import { createI18n } from './i18n';
import { sessionStore } from './session-store';
import { useCart } from './use-cart';

afterEach(() => sessionStore.clear());

describe('useCart', () => {
  it('loads the bag again in the new language after a language switch', async () => {
    const i18n = createI18n('en');
    // The server answers in the language of the request, as the client sends the interface's.
    const list = vi.fn(async () => ({ shops: [], title: i18n.language }) as unknown as CartList);
    const client = { cart: { list } } as unknown as BazaarClient;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <I18nextProvider i18n={i18n}>
          <ApiProvider client={client}>{children}</ApiProvider>
        </I18nextProvider>
      </SWRConfig>
    );
    sessionStore.signIn('tok', { id: 1 } as never);
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.data).toMatchObject({ title: 'en' }));

    await act(() => i18n.changeLanguage('ja'));
    await waitFor(() => expect(result.current.data).toMatchObject({ title: 'ja' }));
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('asks nothing while signed out', async () => {
    const list = vi.fn();
    const client = { cart: { list } } as unknown as BazaarClient;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={createI18n('en')}>
        <ApiProvider client={client}>{children}</ApiProvider>
      </I18nextProvider>
    );
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.data).toBeUndefined();
    expect(list).not.toHaveBeenCalled();
  });
});
