import { Address, Envelope, Id } from '@bazaar/contract';
import { Type } from '@sinclair/typebox';
import type { MessageKey } from '../../i18n';

const tags = ['address'];
const security = [{ token: [] }];
const idQuery = Type.Object({ id: Id });

/** Optional in the schema so that a missing field gets the product's own message (docs/product.md#form-messages) from the service. */
const field = (msg: MessageKey, maxLength = 100) => Type.Optional(Type.String({ maxLength, 'x-msg': msg }));

export const AddressRequest = Type.Object({
  id: Type.Optional(Id),
  name: field('address.enter_addressee'),
  mobile: field('address.enter_mobile', 30),
  area: field('address.fill_area', 200),
  address: field('address.fill_detail', 300),
  tag: field('address.fill_tag', 30),
  is_default: Type.Optional(Type.Boolean()),
});

export const listSchema = {
  tags,
  security,
  summary: "The caller's delivery addresses, the default first",
  response: { 200: Envelope(Type.Array(Address)) },
};

export const detailSchema = {
  tags,
  security,
  summary: 'One of the caller’s addresses',
  querystring: idQuery,
  response: { 200: Envelope(Address) },
};

export const saveSchema = {
  tags,
  security,
  summary: 'Adds an address, or edits it when id is given. The first address becomes the default',
  body: AddressRequest,
  response: { 200: Envelope(Address) },
};

export const setDefaultSchema = {
  tags,
  security,
  summary: 'Makes one address the default (exactly one default, set in one statement)',
  body: idQuery,
  response: { 200: Envelope(Type.Null()) },
};

export const deleteSchema = {
  tags,
  security,
  summary:
    'Deletes an address (by GET, as the product spec has it); a deleted default passes to the newest remaining address',
  querystring: idQuery,
  response: { 200: Envelope(Type.Null()) },
};
