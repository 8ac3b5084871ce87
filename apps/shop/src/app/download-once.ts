/**
 * `load` called at the first ask and its promise shared by every ask after it, until it fails: a failed
 * download (offline, a deploy that removed the chunk) is asked for again by the next call.
 */
export function downloadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
