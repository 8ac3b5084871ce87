/** The HTTP methods the Bazaar API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call through the client core. */
export interface RequestConfig {
  method: HttpMethod;
  /** Path below the base URL, e.g. `/user/login`. */
  url: string;
  /** The body of POST and PUT (JSON, or FormData for uploads). */
  data?: unknown;
  /** Query parameters; empty values are left out (see `toQueryString`). */
  params?: object;
  /** `false` leaves out the `token` header. @default true */
  auth?: boolean;
  /** `false` lets an identical POST/PUT through inside the 1 s window. @default true */
  dedupe?: boolean;
  /** Sent as the `Idempotency-Key` header on money-moving calls. */
  idempotencyKey?: string;
  /** `true` rejects without calling `onError` (the caller shows its own feedback). */
  silent?: boolean;
  signal?: AbortSignal;
  /**
   * `true`: the answer is a file, not the envelope; the call resolves a `DownloadedFile`
   * (`{ blob, filename }`). A refusal is still the envelope and rejects as usual.
   */
  file?: boolean;
}

/** The core request function: resolves the envelope's `data` or rejects with an ApiError. */
export type RequestFn = <T>(config: RequestConfig) => Promise<T>;

/** Options of money-moving calls. */
export interface IdempotentOptions {
  /** Retrying with the same key never acts twice (server keeps it ≥ 24 h). */
  idempotencyKey?: string;
  /** `true` rejects without calling `onError`, e.g. when the screen shows a wrong payment code itself. */
  silent?: boolean;
}
