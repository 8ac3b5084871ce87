export { BalanceCard, balanceCardDefaults, type BalanceCardProps } from './balance-card';
