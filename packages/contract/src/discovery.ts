import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common';

/** `product/recommend`: cards to show beside one product; `limit` bounded like a page. */
export const RecommendQuery = Type.Object({
  id: Id,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export type RecommendQuery = Static<typeof RecommendQuery>;
