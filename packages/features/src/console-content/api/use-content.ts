import useSWR from 'swr';
import type { AdminListQuery, Page } from '@bazaar/contract';
import { type PagedList, queryKeys, useApi, usePagedList, useRevalidate } from '../../lib';

/** The four content resources of api-client's admin module, and their path segment. */
const NAMES = { banners: 'banner', networks: 'network', promoCodes: 'promo', articles: 'article' } as const;
export type ContentKind = keyof typeof NAMES;

const listKey = (kind: ContentKind) => `admin/${NAMES[kind]}/list`;
const detailKey = (kind: ContentKind) => `admin/${NAMES[kind]}/detail`;

/** One content list, paged, re-fetched when its filter changes. */
export function useContentList<T>(kind: ContentKind, filter: Omit<AdminListQuery, 'page' | 'limit'>): PagedList<T> {
  const api = useApi();
  return usePagedList<T>(
    queryKeys.contentList(listKey(kind), filter.status ?? '', filter.keyword ?? ''),
    (page) => api.admin[kind].list<T>({ ...filter, page, limit: 20 }) as Promise<Page<T>>,
  );
}

/** One record to edit; `id` null (a new record) loads nothing. */
export function useContentDetail<T>(kind: ContentKind, id: number | null) {
  const api = useApi();
  return useSWR(id === null ? null : queryKeys.contentRecord(detailKey(kind), id), () =>
    api.admin[kind].detail<T>(id!),
  );
}

/** After a save: every list and detail of the kind loads afresh wherever it is shown. */
export function useContentChanged(): (kind: ContentKind) => Promise<unknown> {
  const revalidate = useRevalidate();
  return (kind) => revalidate(listKey(kind), detailKey(kind));
}
