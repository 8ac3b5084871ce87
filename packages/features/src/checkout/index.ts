export { CheckoutScreen } from './screens/checkout-screen';
export { PaymentScreen } from './screens/payment-screen';
export { checkoutLocales } from './locales';
export { parseCheckoutLines, type CheckoutLines } from './utils/checkout-lines';
