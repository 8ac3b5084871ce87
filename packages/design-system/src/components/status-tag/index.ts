export { StatusTag, type StatusTagProps, type StatusTone } from './status-tag';
