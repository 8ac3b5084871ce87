/** A value the query string leaves out entirely. */
function isEmpty(value: unknown): value is undefined | null | '' {
  return value === undefined || value === null || value === '';
}

function pair(key: string, value: unknown): string {
  return `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`;
}

/**
 * Builds a query string (without `?`) from an object: empty values (undefined,
 * null, '') are skipped and one nested level (objects and arrays) is flattened
 * as `key[sub]=value`. Deeper levels are not expected on this API, so they are
 * sent as JSON rather than silently dropped. Keys (brackets included) and values
 * are URL-encoded.
 *
 * @example toQueryString({ page: 1, keyword: '', filter: { min: 5 } }) // "page=1&filter%5Bmin%5D=5"
 */
export function toQueryString(params: object | null | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (isEmpty(value)) continue;
    if (typeof value !== 'object') {
      parts.push(pair(key, value));
      continue;
    }
    for (const [sub, subValue] of Object.entries(value as object)) {
      if (isEmpty(subValue)) continue;
      const flat = typeof subValue === 'object' ? JSON.stringify(subValue) : subValue;
      parts.push(pair(`${key}[${sub}]`, flat));
    }
  }
  return parts.join('&');
}
