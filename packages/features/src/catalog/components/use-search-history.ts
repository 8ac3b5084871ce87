import { useState } from 'react';
import { SEARCH_HISTORY_KEY as KEY, clearSearchHistory } from '../../lib';

// Kept on the device only, under the key the settings screen clears too.
const MAX = 10;

function read(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string').slice(0, MAX) : [];
  } catch {
    return [];
  }
}

function write(keywords: string[]) {
  try {
    localStorage.setItem(KEY, JSON.stringify(keywords));
  } catch {
    // Storage disabled or full: the history just is not kept.
  }
}

/** Recent searches, newest first, without duplicates, at most ten. */
export function useSearchHistory() {
  const [keywords, setKeywords] = useState(read);
  const add = (keyword: string) => {
    const next = [keyword, ...read().filter((k) => k !== keyword)].slice(0, MAX);
    write(next);
    setKeywords(next);
  };
  const clear = () => {
    clearSearchHistory();
    setKeywords([]);
  };
  return { keywords, add, clear };
}
