/** The ledger: the single source of truth of money. Every balance change goes through `post`. */
export { accountId, balanceOf, userBalances, NON_NEGATIVE_KINDS, type AccountRef } from './accounts';
export { post, type LedgerEntry, type PostingInput, type PostResult, type PostedLine } from './post';
export { checkLedger, type LedgerCheckResult } from './check';
