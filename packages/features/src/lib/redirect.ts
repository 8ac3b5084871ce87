/**
 * The `path` query parameter of /login and of quick-login links, kept only when
 * it is a path of this site (never `//evil.example` or `https://…`).
 */
export function safeRedirect(path: string | null | undefined, fallback: string): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  return path;
}
