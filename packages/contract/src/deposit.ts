import { Type, type Static } from '@sinclair/typebox';
import { Id, Money } from './common';
import { LiteralUnion } from './schema-helpers';

/** How a network writes addresses: EVM chains (Ethereum, Polygon) `0x…` (EIP-55), TRON `T…`. */
export const ADDRESS_FORMATS = ['evm', 'tron'] as const;
export const AddressFormat = LiteralUnion(ADDRESS_FORMATS, { description: 'evm: 0x… (EIP-55); tron: T…' });
export type AddressFormat = Static<typeof AddressFormat>;

export const DepositAddressQuery = Type.Object({
  network_id: Type.Optional(Type.Integer({ minimum: 0, 'x-msg': 'recharge.choose_network' })),
});
export type DepositAddressQuery = Static<typeof DepositAddressQuery>;

/** The caller's own deposit address on a network: the same on every call, nobody else's. */
export const DepositAddress = Type.Object({
  network_id: Id,
  network: Type.String({ examples: ['ERC20'] }),
  currency: Type.String({ examples: ['USDT'] }),
  address: Type.String({ examples: ['0x9858EfFD232B4033E47d90003D41EC34EcaEda94'] }),
  min_amount: Money,
  confirmations: Type.Integer({ minimum: 1, description: 'Blocks a deposit waits for before it is credited' }),
});
export type DepositAddress = Static<typeof DepositAddress>;
