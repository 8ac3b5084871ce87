export { AddressScreen } from './screens/address-screen';
export { AddressFormScreen } from './screens/address-form-screen';
export { addressLocales } from './locales';
