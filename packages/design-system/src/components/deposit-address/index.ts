export { DepositAddress, depositAddressDefaults, type DepositAddressProps } from './deposit-address';
