export { AddressForm, type AddressFormProps, type AddressFormTexts, type AddressFormValue } from './address-form';
