export { FlashProgress, type FlashProgressProps } from './flash-progress';
