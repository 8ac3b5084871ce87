import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useSearchHistory } from './use-search-history';

describe('useSearchHistory', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first, without duplicates, at most ten, on the device', () => {
    const { result } = renderHook(() => useSearchHistory());
    act(() => {
      for (let i = 1; i <= 11; i++) result.current.add(`k${i}`);
      result.current.add('k5');
    });
    expect(result.current.keywords).toEqual(['k5', 'k11', 'k10', 'k9', 'k8', 'k7', 'k6', 'k4', 'k3', 'k2']);
    // A second screen (or a reload) reads the same list.
    expect(renderHook(() => useSearchHistory()).result.current.keywords[0]).toBe('k5');
  });

  it('clears the stored list', () => {
    localStorage.setItem('searchHistory', JSON.stringify(['tea']));
    const { result } = renderHook(() => useSearchHistory());
    expect(result.current.keywords).toEqual(['tea']);
    act(() => result.current.clear());
    expect(result.current.keywords).toEqual([]);
    expect(localStorage.getItem('searchHistory')).toBeNull();
  });

  it('ignores a corrupt stored value', () => {
    localStorage.setItem('searchHistory', '{not json');
    expect(renderHook(() => useSearchHistory()).result.current.keywords).toEqual([]);
  });
});
