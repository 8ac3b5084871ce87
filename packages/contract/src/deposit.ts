import { Type, type Static } from '@sinclair/typebox';
import { Id, Money, PageQuery, UnixTime } from './common';
import { LiteralUnion, Nullable } from './schema-helpers';

/** How a network writes addresses: EVM chains (Ethereum, Polygon) `0x…` (EIP-55), TRON `T…`. */
export const ADDRESS_FORMATS = ['evm', 'tron'] as const;
export const AddressFormat = LiteralUnion(ADDRESS_FORMATS, { description: 'evm: 0x… (EIP-55); tron: T…' });
export type AddressFormat = Static<typeof AddressFormat>;

export const DepositAddressQuery = Type.Object({
  network_id: Type.Optional(Type.Integer({ minimum: 0, 'x-msg': 'recharge.choose_network' })),
});
export type DepositAddressQuery = Static<typeof DepositAddressQuery>;

/** A shopper's address under a key the operator replaced: still credited until `retire_until`, not to be used any more. */
export const RetiredDepositAddress = Type.Object({
  address: Type.String(),
  retire_until: UnixTime,
});
export type RetiredDepositAddress = Static<typeof RetiredDepositAddress>;

/**
 * The caller's own deposit address on a network: the same on every call, nobody else's, until the
 * operator replaces the network's key (then a new one, and the old one listed in `retired`).
 */
export const DepositAddress = Type.Object({
  network_id: Id,
  network: Type.String({ examples: ['ERC20'] }),
  currency: Type.String({ examples: ['USDT'] }),
  address: Type.String({ examples: ['0x9858EfFD232B4033E47d90003D41EC34EcaEda94'] }),
  min_amount: Money,
  confirmations: Type.Integer({ minimum: 1, description: 'Blocks a deposit waits for before it is credited' }),
  retired: Type.Optional(
    Type.Array(RetiredDepositAddress, {
      description: 'The caller’s addresses under replaced keys that deposits to are still credited, newest first',
    }),
  ),
});
export type DepositAddress = Static<typeof DepositAddress>;

/**
 * What became of a transfer to a shopper's deposit address: seen (waiting for its confirmations),
 * credited (a recharge of type chain), dropped (a reorganization removed its block), below_min
 * (smaller than the network's minimum: recorded, not credited).
 */
export const CHAIN_DEPOSIT_STATUSES = ['seen', 'credited', 'dropped', 'below_min'] as const;
export const ChainDepositStatus = LiteralUnion(CHAIN_DEPOSIT_STATUSES);
export type ChainDepositStatus = Static<typeof ChainDepositStatus>;

export const ChainDepositQuery = Type.Composite([
  PageQuery,
  Type.Object({ network_id: Type.Optional(Type.Integer({ minimum: 0, 'x-msg': 'recharge.choose_network' })) }),
]);
export type ChainDepositQuery = Static<typeof ChainDepositQuery>;

/** A transfer to the caller's own deposit address, as the chain watcher saw it. */
export const ChainDeposit = Type.Object({
  id: Id,
  network_id: Id,
  amount: Money,
  tx_hash: Type.String({ examples: ['0x5c50…'] }),
  status: ChainDepositStatus,
  confirmations: Type.Integer({
    minimum: 0,
    description: 'Blocks on top of the deposit’s as of the watcher’s last round (at most confirmations_needed)',
  }),
  confirmations_needed: Type.Integer({ minimum: 1 }),
  recharge_id: Nullable(Id),
  createtime: UnixTime,
});
export type ChainDeposit = Static<typeof ChainDeposit>;

/**
 * admin/chain_deposit/list: every shopper's deposits the watcher has seen, newest first; by network,
 * by status (below_min: recorded, not credited, to settle by hand), or by `keyword` (a shopper id as
 * digits alone, or else part of a transaction hash or of the sending or receiving address).
 */
export const AdminChainDepositQuery = Type.Composite([
  PageQuery,
  Type.Object({
    network_id: Type.Optional(Type.Integer({ minimum: 1 })),
    status: Type.Optional(ChainDepositStatus),
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
  }),
]);
export type AdminChainDepositQuery = Static<typeof AdminChainDepositQuery>;

/** A deposit as the operator reads it: whose, which transfer, the exact token amount and what became of it. */
export const AdminChainDeposit = Type.Object({
  id: Id,
  network_id: Id,
  network_name: Type.String({ examples: ['ERC20'] }),
  user_id: Id,
  username: Type.String({ description: 'The shopper’s account name' }),
  tx_hash: Type.String(),
  log_index: Type.Integer({ minimum: 0 }),
  block_number: Type.Integer({ minimum: 0 }),
  from_address: Type.String(),
  to_address: Type.String({ description: 'The shopper’s deposit address' }),
  token_amount: Type.String({
    description: 'Exactly what arrived, in the token with all its decimals',
    examples: ['0.500000'],
  }),
  amount: Type.Union([Money, Type.Null()], {
    description:
      'Whole units of the shop’s currency credited (or to credit); null when too large to credit automatically',
  }),
  status: ChainDepositStatus,
  recharge_id: Nullable(Id),
  createtime: UnixTime,
  updatetime: UnixTime,
});
export type AdminChainDeposit = Static<typeof AdminChainDeposit>;
