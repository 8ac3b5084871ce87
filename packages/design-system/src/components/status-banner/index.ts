export { StatusBanner, type StatusBannerProps } from './status-banner';
