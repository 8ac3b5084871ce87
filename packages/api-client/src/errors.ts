import type { AxiosError } from 'axios';

/**
 * Keys of the messages the client itself produces (docs/product.md#errors-and-toasts), so an app
 * can translate them; the server's own `msg` arrives already localized.
 */
export const MESSAGE_KEYS = {
  networkTimeout: 'networkTimeout',
  duplicateSubmit: 'duplicateSubmit',
  loginFirst: 'loginFirst',
  offline: 'offline',
} as const;
/** The name of one of the client's own messages (a key of `MESSAGE_KEYS`). */
export type MessageKey = keyof typeof MESSAGE_KEYS;

/** The English texts of docs/product.md#errors-and-toasts, used when no translation is given. */
export const DEFAULT_MESSAGES: Record<MessageKey, string> = {
  networkTimeout: 'Network timeout, please try again later.',
  duplicateSubmit: 'Data is being processed, please do not submit again.',
  loginFirst: 'Please login first',
  offline: 'You are offline. Connect to the internet and try again.',
};

/**
 * Turns one of the client's own messages into the app's language; returns `fallback` (the English text) when it has
 * none.
 */
export type Translate = (key: MessageKey, fallback: string) => string;
/** The `translate` used when the app gives none: always the English text. */
export const defaultTranslate: Translate = (_key, fallback) => fallback;

/** The browser's own word that the device has no network (false outside a browser). */
export const browserOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * - `business`: the server answered with a code other than 1 (and not 401).
 * - `unauthorized`: code or HTTP status 401; the session must be dropped.
 * - `network`: no usable answer (offline, timeout, HTTP error status).
 * - `duplicate`: refused by the duplicate-submit guard, never sent.
 * - `unknown`: anything else (a bug, a malformed answer).
 */
export type ApiErrorKind = 'business' | 'unauthorized' | 'network' | 'duplicate' | 'unknown';

/**
 * The fields an `ApiError` is made from: the envelope's code, message and data, the kind of failure, the HTTP status
 * and the cause.
 */
export interface ApiErrorInit {
  code: number;
  msg: string;
  data?: unknown;
  kind: ApiErrorKind;
  status?: number;
  cause?: unknown;
}

/** Every rejection of the client is an ApiError whose `message` is the text to show. */
export class ApiError extends Error {
  /** The envelope code; the HTTP status or -1 when there is no envelope. */
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.msg, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.code = init.code;
    this.msg = init.msg;
    this.data = init.data ?? null;
    this.kind = init.kind;
    this.status = init.status;
  }
}

/** Whether `error` is a rejection of the client (an `ApiError`), so its `message` can be shown as it is. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT', 'ERR_NETWORK']);

function isNetworkFailure(code: string | undefined, message: string): boolean {
  return (
    (code !== undefined && TIMEOUT_CODES.has(code)) ||
    message === 'Network Error' ||
    message.startsWith('Request failed with status code') ||
    /timeout/i.test(message)
  );
}

interface BodyShape {
  code?: unknown;
  msg?: unknown;
  data?: unknown;
}

/** axios' own test (\`isAxiosError\`) without importing axios, which the client loads on its first request. */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/**
 * Maps a thrown transport error to the catalogue of docs/product.md#errors-and-toasts. A request that got no answer
 * while the device is offline (`isOffline`) says so, rather than blaming a timeout.
 */
export function toApiError(
  error: unknown,
  translate: Translate = defaultTranslate,
  isOffline: () => boolean = browserOffline,
): ApiError {
  if (isApiError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (!isAxiosError(error)) return new ApiError({ code: -1, msg: message, kind: 'unknown', cause: error });

  const status = error.response?.status;
  const body = (error.response?.data ?? {}) as BodyShape;
  if (body.code === 401 || status === 401) {
    const msg =
      typeof body.msg === 'string' && body.msg ? body.msg : translate('loginFirst', DEFAULT_MESSAGES.loginFirst);
    return new ApiError({ code: 401, msg, data: body.data, kind: 'unauthorized', status, cause: error });
  }
  if (isNetworkFailure(error.code, message)) {
    const offline = !error.response && isOffline();
    const msg = offline
      ? translate('offline', DEFAULT_MESSAGES.offline)
      : translate('networkTimeout', DEFAULT_MESSAGES.networkTimeout);
    const code = typeof body.code === 'number' ? body.code : (status ?? -1);
    return new ApiError({ code, msg, data: body.data, kind: 'network', status, cause: error });
  }
  return new ApiError({ code: status ?? -1, msg: message, kind: 'unknown', status, cause: error });
}
