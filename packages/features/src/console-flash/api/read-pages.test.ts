import { describe, expect, it } from 'vitest';
import { allPages, findInPages } from './read-pages';

const pages = [
  { total: 3, per_page: 2, current_page: 1, last_page: 2, data: [1, 2] },
  { total: 3, per_page: 2, current_page: 2, last_page: 2, data: [3] },
];
const fetch = async (page: number) => pages[page - 1]!;

describe('reading a paged list', () => {
  it('reads every page for an export', async () => {
    expect(await allPages(fetch)).toEqual([1, 2, 3]);
  });

  it('finds a row on a later page, and answers null when no page holds it', async () => {
    expect(await findInPages(fetch, (n) => n === 3)).toBe(3);
    expect(await findInPages(fetch, (n) => n === 4)).toBeNull();
  });
});
