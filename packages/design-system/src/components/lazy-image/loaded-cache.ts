import { LAZY_IMAGE_CACHE_SIZE } from './constants';

/**
 * URLs that already loaded once in this page. A card scrolled back into view
 * (or a kept-alive page shown again) paints at once instead of flashing its
 * placeholder. Bounded, oldest first out, like the original lazy loader.
 */
const loaded = new Set<string>();

// markLoaded is also public as markImageLoaded: a picture a prerendered page's HTML already showed
// paints at once in its LazyImage instead of fading in over the placeholder.

export function isLoaded(src: string): boolean {
  return loaded.has(src);
}

/** Remembers an image URL as loaded, so a `LazyImage` of it paints at once (e.g. a prerendered page's pictures). */
export function markLoaded(src: string, max = LAZY_IMAGE_CACHE_SIZE): void {
  loaded.delete(src);
  loaded.add(src);
  while (loaded.size > max) {
    const oldest = loaded.values().next().value;
    if (oldest === undefined) break;
    loaded.delete(oldest);
  }
}

/** For tests. */
export function clearLoadedCache(): void {
  loaded.clear();
}
