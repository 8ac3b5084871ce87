export { RefundForm, type RefundFormProps, type RefundFormTexts, type RefundFormValue } from './refund-form';
