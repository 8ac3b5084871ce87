export { DepositAddressCard, type DepositAddressCardProps } from './deposit-address-card';
