/** Local storage key of the search history kept on the device (search screen, settings "clear"). */
export const SEARCH_HISTORY_KEY = 'searchHistory';

/** Forgets the searches kept on this device (settings, "clear local data"). */
export function clearSearchHistory(): void {
  try {
    localStorage.removeItem(SEARCH_HISTORY_KEY);
  } catch {
    // Storage disabled: there is no history to clear.
  }
}
