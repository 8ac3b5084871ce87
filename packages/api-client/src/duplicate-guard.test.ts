import { describe, expect, it } from 'vitest';
import { createDuplicateGuard } from './duplicate-guard';

function guardAt(start = 0) {
  let time = start;
  const guard = createDuplicateGuard({ now: () => time });
  return { guard, advance: (ms: number) => (time += ms) };
}

describe('createDuplicateGuard', () => {
  it('refuses an identical POST within 1 s', () => {
    const { guard, advance } = guardAt();
    expect(guard.admit('POST', '/cart/add', { id: 1 })).toBe(true);
    advance(999);
    expect(guard.admit('post', '/cart/add', { id: 1 })).toBe(false);
  });

  it('refuses an identical PUT within 1 s', () => {
    const { guard } = guardAt();
    expect(guard.admit('PUT', '/x', 'a=1')).toBe(true);
    expect(guard.admit('PUT', '/x', 'a=1')).toBe(false);
  });

  it('admits a different body or a different URL', () => {
    const { guard } = guardAt();
    expect(guard.admit('POST', '/cart/add', { id: 1 })).toBe(true);
    expect(guard.admit('POST', '/cart/add', { id: 2 })).toBe(true);
    expect(guard.admit('POST', '/cart/update', { id: 1 })).toBe(true);
  });

  it('admits the same submit again once 1 s has passed since the last one sent', () => {
    const { guard, advance } = guardAt();
    expect(guard.admit('POST', '/a', {})).toBe(true);
    advance(500);
    expect(guard.admit('POST', '/a', {})).toBe(false);
    // A refused submit does not extend the window: it was never sent.
    advance(500);
    expect(guard.admit('POST', '/a', {})).toBe(true);
  });

  it('never guards GET', () => {
    const { guard } = guardAt();
    expect(guard.admit('GET', '/a', undefined)).toBe(true);
    expect(guard.admit('GET', '/a', undefined)).toBe(true);
  });

  it('never guards multipart uploads, which cannot be compared by value', () => {
    const { guard } = guardAt();
    expect(guard.admit('POST', '/common/upload', new FormData())).toBe(true);
    expect(guard.admit('POST', '/common/upload', new FormData())).toBe(true);
  });

  it('honours a custom window', () => {
    let time = 0;
    const guard = createDuplicateGuard({ windowMs: 100, now: () => time });
    guard.admit('POST', '/a', 1);
    time = 100;
    expect(guard.admit('POST', '/a', 1)).toBe(true);
  });
});
