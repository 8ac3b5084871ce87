import type { Cents, D, Id, Time } from './columns';

// Deposit networks and the shoppers' own deposit addresses on them, as modules/deposit reads and writes them.

export interface ChainNetworksTable {
  id: Id;
  name: string;
  currency: D<string>;
  address: D<string>;
  min_amount: Cents;
  sort: D<number>;
  status: D<string>;
  createtime: Time;
  /** `evm` (0x…) or `tron` (T…). */
  address_format: D<string>;
  /** The account's extended public key; '' when shoppers get no own deposit address here. */
  xpub: D<string>;
  confirmations: D<number>;
  rpc_url: D<string>;
  /** The token contract (0x… or T…) whose Transfer events the watcher credits; '' = not watched. */
  token_contract: D<string>;
}

export interface DepositAddressesTable {
  id: Id;
  user_id: number;
  network_id: number;
  /** The BIP-32 index under `<xpub>/0/`: the shopper's id. */
  derivation_index: number;
  address: string;
  createtime: Time;
}

/** Addresses under a network's earlier keys: watched and credited until `retire_until`, never handed out again. */
export interface RetiredDepositAddressesTable {
  id: Id;
  user_id: number;
  network_id: number;
  /** The key the address was derived under. */
  xpub: string;
  derivation_index: number;
  address: string;
  /** When the address was first handed out. */
  createtime: Time;
  /** When its key was replaced. */
  retiretime: Time;
  /** Unix seconds: deposits seen up to then are still credited. */
  retire_until: Time;
}
