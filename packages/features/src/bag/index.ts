export { BagScreen, type BagScreenProps } from './screens/bag-screen';
export { bagLocales } from './locales';
export { useBagCount, useCart } from '../lib';
