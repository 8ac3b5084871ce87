import type { DemoNetwork } from '../types';

/**
 * Deposit networks. The addresses are invented and well-formed (TRON base58
 * starting with T, 34 chars; EVM 0x + 40 hex); nobody holds their keys, so an
 * operator must replace them before taking real deposits. DEX, BSC and HECO
 * are deliberately absent: the product refuses deposits on them.
 */
export const DEMO_NETWORKS: readonly DemoNetwork[] = [
  { name: 'TRC20', currency: 'USDT', address: 'TXk7mR3pQ9vWd2LhN5sBcY8eJfGu4aZt6E', minAmountCents: 1000 },
  { name: 'ERC20', currency: 'USDT', address: '0x7a3f9c2e41b8d05e6f1a9c3b72d4e8f0a15b6c93', minAmountCents: 5000 },
  { name: 'Polygon', currency: 'USDT', address: '0x2c9e41f7a0b35d8e6c14f29a7b3e05d1c86fa47b', minAmountCents: 1000 },
];
