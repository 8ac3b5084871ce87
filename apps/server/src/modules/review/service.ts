import { REVIEWABLE_STATUSES, type Review } from '@bazaar/contract';
import type { Static } from '@sinclair/typebox';
import type { Trx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { nowSeconds } from '../../lib/time';
import { maskName } from '../catalog/product-detail';
import { maybeCompleteOrder } from '../order/lifecycle';
import { ownOrderRow } from '../order/queries';
import { assertOwnUploads } from '../upload/ownership';
import { refreshProductRatings, refreshShopRating } from './ratings';
import type { CommentRequest } from './schemas';

export const MAX_REVIEW_IMAGES = 6;

/** order/comment: one review per order item, inside the caller's transaction. */
export async function comment(trx: Trx, userId: number, body: Static<typeof CommentRequest>): Promise<Review> {
  const order = await ownOrderRow(trx, userId, body.order_id);
  const content = body.content?.trim() ?? '';
  if (!content) throw new BusinessError('review.content_empty', { field: 'content' });
  const images = body.images ?? [];
  if (images.length > MAX_REVIEW_IMAGES) {
    throw new BusinessError('refund.too_many_images', { field: 'images', params: { max: MAX_REVIEW_IMAGES } });
  }
  await assertOwnUploads(trx, userId, images, 'images');
  if (!REVIEWABLE_STATUSES.includes(order.status))
    throw new BusinessError('review.not_yet', { reason: 'status_not_allowed' });

  const lines = await trx
    .selectFrom('order_items')
    .select(['id', 'reviewed', 'spec'])
    .where('order_id', '=', order.id)
    .where('product_id', '=', body.product_id)
    .orderBy('id')
    .execute();
  if (lines.length === 0) throw new BusinessError('common.record_not_found', { field: 'product_id' });
  // A product bought in two specs is two lines: each is reviewed in turn.
  const line = lines.find((l) => l.reviewed === 0);
  // The conditional update makes a concurrent second review of the same line lose.
  const marked = line
    ? await trx
        .updateTable('order_items')
        .set({ reviewed: 1 })
        .where('id', '=', line.id)
        .where('reviewed', '=', 0)
        .executeTakeFirst()
    : undefined;
  if (!line || !Number(marked?.numUpdatedRows)) throw new BusinessError('review.already', { field: 'product_id' });

  const now = nowSeconds();
  const { id } = await trx
    .insertInto('reviews')
    .values({
      order_id: order.id,
      order_item_id: line.id,
      product_id: body.product_id,
      user_id: userId,
      shop_id: order.shop_id,
      product_score: body.product_score,
      service_score: body.service_score,
      postage_score: body.postage_score,
      content,
      images: JSON.stringify(images),
      createtime: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await refreshProductRatings(trx, body.product_id);
  await refreshShopRating(trx, order.shop_id);
  await maybeCompleteOrder(trx, order.id);

  const user = await trx
    .selectFrom('users')
    .select(['nickname', 'username', 'avatar'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    id,
    user: { nickname: maskName(user.nickname || user.username), avatar: user.avatar },
    product_score: body.product_score,
    service_score: body.service_score,
    postage_score: body.postage_score,
    content,
    images,
    spec: line.spec,
    createtime: now,
  };
}
