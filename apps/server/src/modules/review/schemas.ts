import { Envelope, Id, Review } from '@bazaar/contract';
import { Type } from '@sinclair/typebox';

const score = Type.Integer({ minimum: 1, maximum: 5, 'x-msg': 'review.score_range' });

export const CommentRequest = Type.Object({
  order_id: Id,
  product_id: Id,
  product_score: score,
  service_score: score,
  postage_score: score,
  // Read by the service so that a missing or blank text gets "Review content cannot be empty".
  content: Type.Optional(Type.String({ maxLength: 1000, 'x-msg': 'review.content_empty' })),
  images: Type.Optional(Type.Array(Type.String({ maxLength: 300 }), { maxItems: 20 })),
});

export const commentSchema = {
  tags: ['review'],
  security: [{ token: [] }],
  summary:
    'Reviews one item of a received (or completed) order, once: three scores 1-5, text (stored as text), up to 6 own pictures. Updates the product’s scores and favourable rate and the shop’s rating; the order completes when every item is reviewed',
  body: CommentRequest,
  response: { 200: Envelope(Review) },
};
