import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOpenedRow } from './use-opened-row';

const rows = [
  { id: 1, status: 'auditing' },
  { id: 2, status: 'auditing' },
];

describe('useOpenedRow', () => {
  it('follows the opened row through a refresh and closes when it leaves the page', () => {
    const { result, rerender } = renderHook(({ list }) => useOpenedRow(list), { initialProps: { list: rows } });
    expect(result.current.opened).toBeUndefined();
    act(() => result.current.open(rows[1]!));
    expect(result.current.opened).toBe(rows[1]);
    // The page comes again with the record changed: the panel shows the new one.
    const refreshed = [rows[0]!, { id: 2, status: 'passed' }];
    rerender({ list: refreshed });
    expect(result.current.opened).toBe(refreshed[1]);
    // Audited, it leaves the "under audit" page: the panel closes.
    rerender({ list: [rows[0]!] });
    expect(result.current.opened).toBeUndefined();
  });

  it('closes on demand', () => {
    const { result } = renderHook(() => useOpenedRow(rows));
    act(() => result.current.open(rows[0]!));
    act(() => result.current.close());
    expect(result.current.opened).toBeUndefined();
  });
});
