import {
  Type,
  type SchemaOptions,
  type Static,
  type TLiteral,
  type TNull,
  type TSchema,
  type TUnion,
} from '@sinclair/typebox';
import { Id } from './common';

/**
 * A union of string literals from a `const` list, so the list (for tabs, pickers
 * and loops) and the schema (for validation and OpenAPI) can never drift apart.
 */
export function LiteralUnion<const T extends readonly string[]>(
  values: T,
  options?: SchemaOptions,
): TUnion<TLiteral<T[number]>[]> {
  return Type.Union(
    values.map((v) => Type.Literal(v as T[number])),
    options,
  );
}

/** A value or `null`: times and references that exist only after some event. */
export function Nullable<T extends TSchema>(schema: T): TUnion<[T, TNull]> {
  return Type.Union([schema, Type.Null()]);
}

/** `{ id }`: the query or body of every call that acts on one record. */
export const IdBody = Type.Object({ id: Id });
export type IdBody = Static<typeof IdBody>;

/** A url issued by `common/upload` (evidence, proof, review pictures, avatar). */
export const UploadUrl = Type.String({ description: 'A url issued by common/upload' });
