// docs/product.md#constants: lazy-loaded images keep 200 URLs, retry 3 times, throttle 200 ms.
export const LAZY_IMAGE_CACHE_SIZE = 200;
export const LAZY_IMAGE_RETRIES = 3;
export const LAZY_IMAGE_THROTTLE_MS = 200;
