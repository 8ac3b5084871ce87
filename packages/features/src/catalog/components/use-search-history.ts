import { useState } from 'react';

/** Kept on the device only (product issue 4); the settings screen clears the same key. */
const KEY = 'searchHistory';
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
    if (keywords.length) localStorage.setItem(KEY, JSON.stringify(keywords));
    else localStorage.removeItem(KEY);
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
    write([]);
    setKeywords([]);
  };
  return { keywords, add, clear };
}
