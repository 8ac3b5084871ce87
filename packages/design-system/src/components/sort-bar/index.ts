export { SortBar, type SortBarProps, type SortOption } from './sort-bar';
