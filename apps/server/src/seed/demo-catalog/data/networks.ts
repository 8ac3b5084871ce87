import type { DemoNetwork } from '../types';

/*
 * Test xpubs, so the demo hands every shopper their own deposit address. Both are account keys of
 * the PUBLIC test mnemonic every wallet library tests with:
 *   "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"
 * (BIP-39 seed, no passphrase). Anyone can check them, e.g. with @scure/bip32 and @scure/bip39:
 *   HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic)).derive("m/44'/60'/0'").publicExtendedKey
 * Its private keys are public knowledge: never send real money to these addresses. An operator
 * replaces them with their own wallet's account xpub in the console before taking real deposits.
 */
/** m/44'/60'/0' (Ethereum and every EVM chain); its /0/0 is 0x9858EfFD232B4033E47d90003D41EC34EcaEda94. */
const TEST_EVM_XPUB =
  'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt';
/** m/44'/195'/0' (TRON); its /0/0 is TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH. */
const TEST_TRON_XPUB =
  'xpub6D1AabNHCupeiLM65ZR9UStMhJ1vCpyV4XbZdyhMZBiJXALQtmn9p42VTQckoHVn8WNqS7dqnJokZHAHcHGoaQgmv8D45oNUKx6DZMNZBCd';

/**
 * Deposit networks. The platform addresses are invented and well-formed (TRON base58
 * starting with T, 34 chars; EVM 0x + 40 hex); nobody holds their keys, so an
 * operator must replace them before taking real deposits. DEX, BSC and HECO
 * are deliberately absent: the product refuses deposits on them. Confirmations: TRON's blocks are
 * irreversible after 19 (solidified), Ethereum's a few minutes after 12, Polygon's after 128.
 */
export const DEMO_NETWORKS: readonly DemoNetwork[] = [
  {
    name: 'TRC20',
    currency: 'USDT',
    address: 'TXk7mR3pQ9vWd2LhN5sBcY8eJfGu4aZt6E',
    minAmountCents: 1000,
    addressFormat: 'tron',
    xpub: TEST_TRON_XPUB,
    confirmations: 19,
  },
  {
    name: 'ERC20',
    currency: 'USDT',
    address: '0x7a3f9c2e41b8d05e6f1a9c3b72d4e8f0a15b6c93',
    minAmountCents: 5000,
    addressFormat: 'evm',
    xpub: TEST_EVM_XPUB,
    confirmations: 12,
  },
  {
    name: 'Polygon',
    currency: 'USDT',
    address: '0x2c9e41f7a0b35d8e6c14f29a7b3e05d1c86fa47b',
    minAmountCents: 1000,
    addressFormat: 'evm',
    xpub: TEST_EVM_XPUB,
    confirmations: 128,
  },
];

/**
 * The platform's receiving account the card top-up form shows (the `card_accounts` setting), one
 * line per currency the demo takes (its balances are US dollars): clearly not a real bank, so
 * nobody pays into it. Operators replace it in the console's Settings.
 */
export const DEMO_CARD_ACCOUNTS = 'USD Demo Bank (not a real account) · 6222 0000 0000 4821 · Bazaar Demo Ltd';
