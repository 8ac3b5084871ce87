export { AmountInput, amountInputDefaults, cleanAmount, type AmountInputProps } from './amount-input';
