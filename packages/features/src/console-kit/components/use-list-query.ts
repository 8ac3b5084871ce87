import { useState } from 'react';

/**
 * A console list's status tab and search keyword. `filter` is what the list fetches by ('all'
 * asks for no status; an empty keyword leaves the query string); `tabs` and `onSearch` are
 * QueuePage's props, given only where the list has tabs or a search box.
 */
export function useListQuery(initialStatus: string) {
  const [status, setStatus] = useState(initialStatus);
  const [keyword, setKeyword] = useState('');
  return {
    filter: { status: status === 'all' ? undefined : status, keyword },
    tabs: { status, onStatus: setStatus },
    onSearch: setKeyword,
  };
}
