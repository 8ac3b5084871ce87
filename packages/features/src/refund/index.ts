export { RefundScreen } from './screens/refund-screen';
export { RefundProgress } from './components/refund-progress';
export { refundLocales } from './locales';
