import sanitizeHtml from 'sanitize-html';

// Product descriptions come from merchants: text formatting and images only, no scripts,
// styles, frames or event handlers; links open safely.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

// Sanitizing costs far more than reading the row, and descriptions change rarely: keep the
// latest results, keyed by product id, language and updatetime so an edit is never served stale
// (every writer of a description moves updatetime on) and a language never answers for another.
const CACHE_SIZE = 1000;
const cache = new Map<string, string>();

export function sanitizedContent(productKey: string, updatetime: number, html: string): string {
  const key = `${productKey}:${updatetime}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const clean = sanitizeHtml(html, OPTIONS);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, clean);
  return clean;
}
