import type { Address } from '@bazaar/contract';
import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db';
import type { MessageKey } from '../../i18n';
import { BusinessError } from '../../lib/errors';
import { nowSeconds } from '../../lib/time';
import { mobileOf } from '../user/fields';
import * as repo from './repository';
import type { AddressRequest } from './schemas';

type Body = Static<typeof AddressRequest>;

/** Each field with its message (docs/product.md#form-messages) for when it is missing or blank, in the form's order. */
const REQUIRED: [keyof repo.AddressFields, MessageKey][] = [
  ['name', 'address.enter_addressee'],
  ['mobile', 'address.enter_mobile'],
  ['area', 'address.fill_area'],
  ['address', 'address.fill_detail'],
  ['tag', 'address.fill_tag'],
];

function readFields(body: Body): repo.AddressFields {
  const fields = {} as repo.AddressFields;
  for (const [name, msg] of REQUIRED) {
    const value = body[name]?.trim() ?? '';
    if (!value) throw new BusinessError(msg, { field: name });
    fields[name] = value;
  }
  // Couriers call this number: digits with an optional +, spaces and dashes dropped.
  fields.mobile = mobileOf(fields.mobile);
  return fields;
}

const notFound = () => new BusinessError('common.record_not_found', { field: 'id' });

export async function getAddress(db: Db, userId: number, id: number): Promise<Address> {
  const address = await repo.findAddress(db, userId, id);
  if (!address) throw notFound();
  return address;
}

/**
 * Adds (no id) or edits (id of one's own address). The first address becomes the default;
 * `is_default: true` makes this one the default. Unticking the current default is ignored:
 * a default stays until another address is chosen, so checkout always has one.
 */
export async function saveAddress(db: Db, userId: number, body: Body): Promise<Address> {
  const fields = readFields(body);
  const now = nowSeconds();
  const id = await db.transaction().execute(async (trx) => {
    let id = body.id;
    if (id === undefined) {
      const first = (await repo.countAddresses(trx, userId)) === 0;
      id = await repo.insertAddress(trx, userId, fields, now);
      if (first || body.is_default) await repo.makeDefault(trx, userId, id);
    } else {
      if (!(await repo.findAddress(trx, userId, id))) throw notFound();
      await repo.updateAddress(trx, userId, id, fields, now);
      if (body.is_default) await repo.makeDefault(trx, userId, id);
    }
    return id;
  });
  return getAddress(db, userId, id);
}

export async function setDefaultAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.findAddress(trx, userId, id))) throw notFound();
    await repo.makeDefault(trx, userId, id);
  });
}

/** Deletes one's own address; when it was the default, the newest remaining one takes over. */
export async function removeAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const address = await repo.findAddress(trx, userId, id);
    if (!address || !(await repo.deleteAddress(trx, userId, id))) throw notFound();
    if (!address.is_default) return;
    const next = await repo.newestAddressId(trx, userId);
    if (next !== undefined) await repo.makeDefault(trx, userId, next);
  });
}
