export { FlashScreen } from './screens/flash-screen';
export { flashLocales } from '../lib/flash';
