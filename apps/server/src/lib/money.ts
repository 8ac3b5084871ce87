/**
 * Money is integer cents everywhere inside the server. Its doors, cents -> "12.50" for answers and
 * number|string -> cents for requests, are the contract's (packages/contract money.ts), shared with
 * the clients; server code imports them from here.
 */
export { MAX_MONEY_CENTS, formatMoney, parseMoney } from '@bazaar/contract';
