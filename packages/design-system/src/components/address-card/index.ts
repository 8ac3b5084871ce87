export { AddressCard, addressCardDefaults, type AddressCardProps, type AddressCardData } from './address-card';
