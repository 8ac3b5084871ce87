import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common';

export const Address = Type.Object({
  id: Id,
  name: Type.String({ description: 'Addressee' }),
  mobile: Type.String(),
  area: Type.String(),
  address: Type.String({ description: 'Detailed address' }),
  tag: Type.String(),
  is_default: Type.Boolean({ description: 'At most one address per user is the default' }),
});
export type Address = Static<typeof Address>;

/** `address_add`: with `id` it edits that address. */
export const AddressBody = Type.Object({
  id: Type.Optional(Id),
  name: Type.String(),
  mobile: Type.String(),
  area: Type.String(),
  address: Type.String(),
  tag: Type.String(),
  is_default: Type.Optional(Type.Boolean()),
});
export type AddressBody = Static<typeof AddressBody>;
