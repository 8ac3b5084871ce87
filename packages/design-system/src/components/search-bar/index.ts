export { SearchBar, type SearchBarProps } from './search-bar';
