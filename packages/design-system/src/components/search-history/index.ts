export { SearchHistory, type SearchHistoryProps } from './search-history';
