import useSWR from 'swr';
import { queryKeys, useApi, usePagedList } from '../../lib';

export const REVIEW_PREVIEW_COUNT = 2;

/** The first reviews of a product, for the preview on its page. */
export function useReviewPreview(id: number) {
  const api = useApi();
  return useSWR(id > 0 ? queryKeys.reviewsPreview(id) : null, () =>
    api.catalog.productReviews({ id, page: 1, limit: REVIEW_PREVIEW_COUNT }),
  );
}

/** GET product/reviews, all pages; `enabled` false until the list is opened. */
export function useReviews(id: number, enabled: boolean) {
  const api = useApi();
  return usePagedList(enabled && id > 0 ? queryKeys.reviews(id) : null, (page) =>
    api.catalog.productReviews({ id, page, limit: 10 }),
  );
}
