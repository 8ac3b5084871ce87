import type { DownloadedFile } from '@bazaar/api-client';

/**
 * Hands a downloaded file to the browser as a download: an object URL on a hidden link with `download`, freed
 * afterwards. The calls that answer files need the token header, so a plain link to the URL would not do.
 */
export function saveFile({ blob, filename }: DownloadedFile, fallback: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename || fallback;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
