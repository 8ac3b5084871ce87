export { preparedQuery, preparedVariants, standInItems } from './prepared-query';
export { withStartupLock } from './startup-lock';
export { isUniqueViolation } from './unique-violation';
export { createDb, type Db, type DbConfig, type DbHandle, type DbOrTrx, type PoolUse, type Trx } from './create-db';
export type { DialectName } from './dialect';
export type * from './types';
export { LEDGER_ACCOUNT_KINDS, type LedgerAccountKind } from './types';
