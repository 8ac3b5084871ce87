import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { mutate } from 'swr';
import { cache } from 'swr/_internal';
import type { User } from '@bazaar/contract';
import { sessionStore, useSession } from './session-store';

const user = { id: 3, nickname: 'Ann' } as User;

describe('sessionStore', () => {
  beforeEach(() => sessionStore.clear());

  it('signs in with token and user info at once, in memory and in the Admin-Token cookie', () => {
    const { result } = renderHook(() => useSession());
    act(() => sessionStore.signIn('t1', user));
    expect(result.current).toEqual({ token: 't1', userInfo: user });
    expect(document.cookie).toContain('Admin-Token=t1');
  });

  it('clears token, user info, the cookie and every cached answer', async () => {
    sessionStore.signIn('t1', user);
    await mutate(['cart/list'], { items: [1] }, { revalidate: false });
    const cached = () => [...cache.keys()].map((k) => cache.get(k)?.data).filter(Boolean);
    expect(cached()).toEqual([{ items: [1] }]);
    act(() => sessionStore.clear());
    expect(sessionStore.get()).toEqual({ token: undefined, userInfo: undefined });
    expect(document.cookie).not.toContain('Admin-Token');
    await act(async () => {});
    expect(cached()).toEqual([]);
  });
});
