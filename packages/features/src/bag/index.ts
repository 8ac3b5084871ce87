export { BagScreen } from './screens/bag-screen';
export { bagLocales } from './locales';
export { useCart } from './api/get-cart';
