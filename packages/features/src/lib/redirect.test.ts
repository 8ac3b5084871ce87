import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/filter', '/filter'],
    ['/myPurchases/all?x=1', '/myPurchases/all?x=1'],
    [null, '/home'],
    ['', '/home'],
    ['//evil.example/x', '/home'],
    ['/\\evil.example', '/home'],
    ['https://evil.example', '/home'],
    ['filter', '/home'],
  ])('%j → %s', (path, expected) => expect(safeRedirect(path, '/home')).toBe(expected));
});
