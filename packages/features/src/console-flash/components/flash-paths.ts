import { generatePath } from 'react-router-dom';
import { FLASH_SESSION_STATUSES } from '@bazaar/contract';

/** Where the flash-sale screens live (the console's page patterns, with `:id` and `:itemId`). */
export interface FlashPaths {
  /** The sessions, e.g. `/flash`. */
  flashSessions: string;
  /** A session's editor (`:id`, or `new`), e.g. `/flash/sessions/:id`. */
  flashSessionEdit: string;
  /** A session's items (`:id`), e.g. `/flash/:id`. */
  flashItems: string;
  /** An item's editor (`:id` its session, `:itemId` or `new`), e.g. `/flash/:id/items/:itemId`. */
  flashItemEdit: string;
}

/** The addresses of one session, its editor, its items and an item's editor. */
export const flashLinks = (paths: FlashPaths) => ({
  sessionEdit: (id: number | 'new') => generatePath(paths.flashSessionEdit, { id: String(id) }),
  items: (id: number) => generatePath(paths.flashItems, { id: String(id) }),
  itemEdit: (sessionId: number, itemId: number | 'new') =>
    generatePath(paths.flashItemEdit, { id: String(sessionId), itemId: String(itemId) }),
});

/** The status tabs and filter: every session, then each status. */
export const STATUS_FILTERS = ['all', ...FLASH_SESSION_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** A route's `:id`-like param as a record id, or null (`new`, or not a number). */
export function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
