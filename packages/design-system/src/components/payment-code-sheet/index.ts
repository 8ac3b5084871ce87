export { PaymentCodeSheet, paymentCodeSheetDefaults, type PaymentCodeSheetProps } from './payment-code-sheet';
