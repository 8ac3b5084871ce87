export { TopUpScreen } from './screens/top-up-screen';
export { WalletTopUpScreen } from './screens/wallet-top-up-screen';
export { CardTopUpScreen } from './screens/card-top-up-screen';
export { TopUpRecordScreen } from './screens/top-up-record-screen';
export { WithdrawalScreen } from './screens/withdrawal-screen';
export { WithdrawalRecordsScreen } from './screens/withdrawal-records-screen';
export { CapitalRecordScreen } from './screens/capital-record-screen';
export { walletLocales } from './locales';
