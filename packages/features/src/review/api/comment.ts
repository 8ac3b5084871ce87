import type { CommentBody } from '@bazaar/contract';
import { useApi, useRefreshAfter } from '../../lib';

/** POST order/comment; the order (reviewed flags, maybe completed) and the product's reviews refresh. */
export function useComment() {
  const api = useApi();
  const refresh = useRefreshAfter();
  return async (body: CommentBody) => {
    const review = await api.order.comment(body);
    await refresh('review');
    return review;
  };
}

/** POST common/upload: a review picture. */
export function useUploadImage() {
  const api = useApi();
  return async (file: File) => (await api.content.upload(file, file.name)).url;
}
