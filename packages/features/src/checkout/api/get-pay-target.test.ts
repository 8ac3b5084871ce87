import { describe, expect, it } from 'vitest';
import type { Order } from '@bazaar/contract';
import { page as pageOf } from '@bazaar/story-kit';
import { findBatch } from './get-pay-target';

/** The shopper's unpaid orders, newest first, paged like the API (the stories' fixture pager). */
function unpaid(paySns: string[]) {
  const orders = paySns.map((pay_sn, i) => ({ id: paySns.length - i, pay_sn }) as Order);
  const pages: number[] = [];
  const api = {
    order: {
      list: async (params: { page?: number; limit?: number }) => {
        pages.push(params.page ?? 1);
        return pageOf(orders, params);
      },
    },
  } as unknown as Parameters<typeof findBatch>[0];
  return { api, pages };
}

describe('findBatch', () => {
  it('finds a batch on the first page and reads no further', async () => {
    const { api, pages } = unpaid(['B', 'A', 'A', ...Array(100).fill('Z')]);
    expect(await findBatch(api, 'A')).toHaveLength(2);
    expect(pages).toEqual([1]);
  });

  it('finds a batch past the first 50 unpaid orders, also one that spans two pages', async () => {
    const { api, pages } = unpaid([...Array(49).fill('N'), 'A', 'A', 'A', ...Array(60).fill('O')]);
    expect(await findBatch(api, 'A')).toHaveLength(3);
    expect(pages).toEqual([1, 2]);
  });

  it('answers nothing when no unpaid order belongs to the batch (paid or cancelled)', async () => {
    const { api, pages } = unpaid(Array(120).fill('Z'));
    expect(await findBatch(api, 'A')).toEqual([]);
    expect(pages).toEqual([1, 2, 3]);
  });
});
