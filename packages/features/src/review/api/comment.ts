import type { CommentBody } from '@bazaar/contract';
import { ORDER_DETAIL_KEY, ORDER_LIST_KEY, useApi, useRevalidate } from '../../lib';

/** POST order/comment; the order (reviewed flags, maybe completed) and the product's reviews refresh. */
export function useComment() {
  const api = useApi();
  const revalidate = useRevalidate();
  return async (body: CommentBody) => {
    const review = await api.order.comment(body);
    await revalidate(ORDER_DETAIL_KEY, ORDER_LIST_KEY, 'product/reviews', 'product/detail');
    return review;
  };
}

/** POST common/upload: a review picture. */
export function useUploadImage() {
  const api = useApi();
  return async (file: File) => (await api.content.upload(file, file.name)).url;
}
