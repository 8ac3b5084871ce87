// docs/product.md#constants: lazy-loaded images keep 200 URLs, retry 3 times, throttle 200 ms.
/** How many image URLs are remembered as loaded, so they paint at once when shown again (docs/product.md#constants). */
export const LAZY_IMAGE_CACHE_SIZE = 200;
/** How many times a `LazyImage` tries a picture that fails before it shows the fallback. */
export const LAZY_IMAGE_RETRIES = 3;
/** How often, at most, a scroll makes the lazy images check whether they came near the viewport (ms). */
export const LAZY_IMAGE_THROTTLE_MS = 200;
