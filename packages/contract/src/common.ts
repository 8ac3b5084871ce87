import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** A positive integer id; bounded so no database integer column can overflow. */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
/** Unix seconds. */
export const UnixTime = Type.Integer({ minimum: 0 });
/** Money in answers: a decimal string with exactly two decimals, e.g. "12.50". Stored as integer cents. */
export const Money = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', examples: ['12.50'] });
/** Money in requests: a number or numeric string with at most two decimals. */
export const MoneyInput = Type.Union([Type.Number(), Type.String({ pattern: '^\\s*\\d+(\\.\\d{1,2})?\\s*$' })]);

/** `page` (1-based) and `limit` (max 50) of every paged call. */
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export type PageQuery = Static<typeof PageQuery>;

/** The ThinkPHP paginator shape of every paged answer. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    total: Type.Integer(),
    per_page: Type.Integer(),
    current_page: Type.Integer(),
    last_page: Type.Integer(),
    data: Type.Array(item),
  });
export interface Page<T> {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  data: T[];
}

/** Machine-readable details of a `code: 0` answer. */
export const FailureData = Type.Object({
  reason: Type.String(),
  field: Type.Optional(Type.String()),
});
export type FailureData = Static<typeof FailureData>;
