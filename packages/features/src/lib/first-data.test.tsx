import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { FirstData, Page } from '@bazaar/contract';
import { FirstDataProvider, readFirstData, useFirstData, withFirstData } from './first-data';
import { usePagedList } from './use-paged-list';

const shops: Page<{ id: number; name: string }> = {
  total: 1,
  per_page: 10,
  current_page: 1,
  last_page: 1,
  data: [{ id: 7, name: 'Bitforge' }],
};
const first = { lang: 'th', shops } as unknown as FirstData;

function documentWith(script: string) {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = script;
  return doc;
}

describe('readFirstData', () => {
  it('reads the JSON script a prerendered page carries, and nothing from a missing or broken one', () => {
    const json = JSON.stringify(first);
    expect(readFirstData(documentWith(`<script type="application/json" id="bz-first-data">${json}</script>`))).toEqual(
      first,
    );
    expect(readFirstData(documentWith(''))).toBeUndefined();
    expect(readFirstData(documentWith('<script type="application/json" id="bz-first-data">{"la</script>'))).toBe(
      undefined,
    );
    expect(readFirstData(documentWith('<script type="application/json" id="bz-first-data">{}</script>'))).toBe(
      undefined,
    );
  });
});

/** A list whose server never answers: whatever it shows came from the first data. */
function Street({ lang }: { lang: string }) {
  const firstPage = useFirstData('shops', lang);
  const list = usePagedList(['shop/list', lang], () => new Promise<never>(() => {}), { firstPage });
  return <p data-testid="street">{list.loading ? 'loading' : list.items.map((s) => s.name).join(',')}</p>;
}
const withFirst = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>
    <FirstDataProvider value={first}>{children}</FirstDataProvider>
  </SWRConfig>
);

describe('a screen over the first data', () => {
  it('draws the first page at its first render, not its skeleton, while the call is still out', () => {
    render(<Street lang="th" />, { wrapper: withFirst });
    expect(screen.getByTestId('street').textContent).toBe('Bitforge');
  });

  it('asks afresh in another language than the data was written in', () => {
    render(<Street lang="en" />, { wrapper: withFirst });
    expect(screen.getByTestId('street').textContent).toBe('loading');
  });

  it('counts fallback data as loaded only when it is what SWR answers', () => {
    const data = { a: 1 };
    expect(withFirstData({ data, isLoading: true }, data).isLoading).toBe(false);
    expect(withFirstData({ data: { a: 2 }, isLoading: true }, data).isLoading).toBe(true);
    expect(withFirstData({ data: undefined, isLoading: true }, undefined).isLoading).toBe(true);
  });

  it('reads only what the screen reads: SWR re-renders for each state read (its getters)', () => {
    const data = { a: 1 };
    const reads: string[] = [];
    const response = {
      get data() {
        reads.push('data');
        return data;
      },
      get isLoading() {
        reads.push('isLoading');
        return true;
      },
      get isValidating() {
        reads.push('isValidating');
        return true;
      },
    };
    const answer = withFirstData(response, data);
    expect(reads).toEqual([]);
    expect(answer.data).toBe(data);
    expect(answer.isLoading).toBe(false);
    // Neither a validation starting or ending, nor SWR's own loading flag, re-renders this screen.
    expect(reads).not.toContain('isValidating');
    expect(reads).not.toContain('isLoading');
    expect(answer.isValidating).toBe(true);
  });
});
