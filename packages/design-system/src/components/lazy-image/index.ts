export { LazyImage, type LazyImageProps } from './lazy-image';
export { LAZY_IMAGE_CACHE_SIZE, LAZY_IMAGE_RETRIES, LAZY_IMAGE_THROTTLE_MS } from './constants';
export { clearLoadedCache, markLoaded as markImageLoaded } from './loaded-cache';
