import type { Address } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { BusinessError } from '../../lib/errors';

/** The caller's address as the contract shows it; anyone else's is "Please choose shipping address". */
export async function ownAddress(db: DbOrTrx, userId: number, addressId: number | undefined): Promise<Address> {
  const row = addressId
    ? await db
        .selectFrom('addresses')
        .select(['id', 'name', 'mobile', 'area', 'address', 'tag', 'is_default'])
        .where('id', '=', addressId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new BusinessError('address.choose_shipping', { field: 'address_id' });
  return { ...row, is_default: row.is_default === 1 };
}
