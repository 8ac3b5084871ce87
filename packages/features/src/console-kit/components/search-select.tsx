import { useEffect, useState } from 'react';
import { SelectField, type SelectFieldProps } from './select-field';

const SEARCH_DELAY_MS = 300;

/** What a chooser's search box holds: the text typed, and the keyword asked for once typing pauses. */
export interface ChooserSearch {
  typed: string;
  setTyped: (typed: string) => void;
  keyword: string;
}

/** A chooser's search: the typed text, and its trimmed keyword a moment after the last key (one request a pause). */
export function useChooserSearch(): ChooserSearch {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return { typed, setTyped, keyword };
}

export interface SearchSelectProps extends SelectFieldProps {
  search: ChooserSearch;
  /** The list holds fewer than match (or a search is typed): the search box shows above it. */
  more: boolean;
  /** The search box's name and placeholder, e.g. "Search shops". */
  searchLabel: string;
}

/** A native select of the newest records and, when there are more than it lists, a search box above it. */
export function SearchSelect({ search, more, searchLabel, ...select }: SearchSelectProps) {
  return (
    <div className="bz-console-chooser">
      {(more || search.typed !== '') && (
        <input
          type="search"
          className="bz-console-select"
          value={search.typed}
          placeholder={searchLabel}
          aria-label={searchLabel}
          onChange={(e) => search.setTyped(e.target.value)}
        />
      )}
      <SelectField {...select} />
    </div>
  );
}
