/** Where the flash-sale screens live: the console's page patterns of sessions, a session, its items and an item. */
export type { FlashPaths } from './components/flash-paths';
/** The flash sessions with their item counts: cards on a phone, a table with a status filter and CSV export at a desk. */
export { FlashSessionsScreen } from './screens/flash-sessions-screen';
/** An operator's flash session, new or not yet started: its title and window. */
export { FlashSessionEditScreen } from './screens/flash-session-edit-screen';
/** A session's items with their live units sold; added, edited and removed only before the session starts. */
export { FlashItemsScreen } from './screens/flash-items-screen';
/** A session's item: product and SKU, a flash price under the SKU's 30-day low, units offered, limit per shopper. */
export { FlashItemEditScreen } from './screens/flash-item-edit-screen';
/** The flash-sale screens' strings and page titles in the six languages, joined into the `console` namespace. */
export { consoleFlashLocales } from './locales';
