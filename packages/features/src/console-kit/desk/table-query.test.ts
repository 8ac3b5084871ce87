import { describe, expect, it } from 'vitest';
import { changeTable, initialTable, tableQuery } from './table-query';

describe('a desk table query', () => {
  it('leaves out empty filters and "all"', () => {
    expect(tableQuery(initialTable('all'))).toEqual({ page: 1, limit: 20 });
    expect(tableQuery({ ...initialTable('waiting_deliver', 'createtime'), keyword: '  SO12 ', shopId: '3' })).toEqual({
      page: 1,
      limit: 20,
      sort: 'createtime',
      order: 'desc',
      status: 'waiting_deliver',
      keyword: 'SO12',
      shop_id: 3,
    });
  });

  it('counts the last day of the period whole, in the browser’s days', () => {
    const q = tableQuery({ ...initialTable('all'), from: '2026-11-01', to: '2026-11-30' });
    expect(q.start).toBe(new Date(2026, 10, 1).getTime() / 1000);
    expect(q.end).toBe(new Date(2026, 11, 1).getTime() / 1000);
    expect(tableQuery({ ...initialTable('all'), from: 'nonsense' })).not.toHaveProperty('start');
  });

  it('starts over at page 1 when anything but the page changes', () => {
    const on3 = { ...initialTable('all'), page: 3 };
    expect(changeTable(on3, { status: 'delivered' }).page).toBe(1);
    expect(changeTable(on3, { sort: 'total', order: 'asc' }).page).toBe(1);
    expect(changeTable(on3, { limit: 50 }).page).toBe(1);
    expect(changeTable(on3, { page: 4 })).toEqual({ ...on3, page: 4 });
  });
});
