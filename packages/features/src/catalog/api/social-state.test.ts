import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { tokenStore } from '../../lib';
import { followStore, useFlags } from './social-state';

describe('follow / favourite flags', () => {
  it('overrides the server value after a change and re-renders readers', () => {
    tokenStore.set('token-a');
    const { result } = renderHook(() => useFlags(followStore));
    expect(result.current(7, false)).toBe(false);
    act(() => followStore.set(7, true));
    expect(result.current(7, false)).toBe(true);
    expect(result.current(8, false)).toBe(false);
  });

  it('starts again from the server values for another shopper', () => {
    tokenStore.set('token-a');
    followStore.set(9, true);
    tokenStore.set('token-b');
    expect(followStore.get(9)).toBeUndefined();
    tokenStore.clear();
  });
});
