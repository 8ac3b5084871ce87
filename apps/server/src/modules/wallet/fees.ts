/**
 * The withdrawal fee (and settlement commission) rule is the contract's (packages/contract
 * withdrawal-fee.ts: half up to the cent, never above the amount), shared with the shop's preview.
 */
export { bpToPercent, splitFee, type FeeSplit } from '@bazaar/contract';
