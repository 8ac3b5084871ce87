import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { createDuplicateGuard, type DuplicateGuardOptions } from './duplicate-guard';
import { unwrapEnvelope } from './envelope';
import { ApiError, DEFAULT_MESSAGES, defaultTranslate, toApiError, type Translate } from './errors';
import { jsonOfBytes, readFileResponse } from './file-response';
import { toQueryString } from './query-string';
import type { RequestConfig, RequestFn } from './request-types';
import { createDomains, type Domains } from './domains';

/**
 * What `createClient` needs from the app: the API root, the session token and language, and the callbacks for sign-out
 * and error toasts.
 */
export interface ClientOptions {
  /** The API root. @default '/api' (same origin), unless `axios` brings its own baseURL */
  baseURL?: string;
  /** Request timeout in ms. @default 10000 */
  timeout?: number;
  /** The current session token, sent as the `token` header. */
  getToken?: () => string | undefined;
  /** The current language, sent as the `lang` query parameter. */
  getLang?: () => string | undefined;
  /** Called with the message on code/status 401: clear the session and go to /login. */
  onUnauthorized?: (message: string) => void;
  /** Called with the text to show on every failure of a non-silent request (the toast hook). */
  onError?: (message: string) => void;
  /** Translates the client's own messages (keys of `MESSAGE_KEYS`). */
  translate?: Translate;
  /**
   * Whether the device is offline: a request that gets no answer then fails with the `offline`
   * message instead of the timeout one. @default `navigator.onLine === false`
   */
  isOffline?: () => boolean;
  /** Duplicate-submit window and clock. */
  duplicateGuard?: DuplicateGuardOptions;
  /** An axios instance to use (tests pass one with a custom adapter). */
  axios?: AxiosInstance;
}

/**
 * The client `createClient` returns: one typed module per API domain (`user`, `catalog`, `order`, `admin`, …) and the
 * raw `http` core.
 */
export interface BazaarClient extends Domains {
  /** The core request function every domain method goes through. */
  http: RequestFn;
}

/** Adds the current language unless the call names one itself (an explicit `lang: undefined` does not count). */
function withLang(params: object | undefined, lang: string | undefined): object | undefined {
  if (!lang) return params;
  const own = (params as { lang?: unknown } | undefined)?.lang;
  return { ...params, lang: own === undefined || own === null || own === '' ? lang : own };
}

/**
 * Creates the Bazaar API client: one core (token, language, envelope, errors,
 * duplicate guard) with the domain modules on top.
 */
export function createClient(options: ClientOptions = {}): BazaarClient {
  // axios itself is imported on the first request (its own chunk in a browser build): about 20 KB
  // gzip that a page no longer downloads before its first paint, fetched while the page renders.
  let instance: Promise<AxiosInstance> | undefined = options.axios && Promise.resolve(options.axios);
  const axios = () => (instance ??= import('axios').then((m) => m.default.create()));
  const baseURL = options.baseURL ?? (options.axios?.defaults.baseURL ? undefined : '/api');
  const translate = options.translate ?? defaultTranslate;
  const guard = createDuplicateGuard(options.duplicateGuard);

  const fail = (error: ApiError, silent: boolean | undefined): never => {
    if (error.kind === 'unauthorized') options.onUnauthorized?.(error.msg);
    if (!silent) options.onError?.(error.msg);
    throw error;
  };

  const http: RequestFn = async <T>(config: RequestConfig): Promise<T> => {
    const params = withLang(config.params, options.getLang?.());
    if (config.dedupe !== false && !guard.admit(config.method, `${config.url}?${toQueryString(params)}`, config.data)) {
      const msg = translate('duplicateSubmit', DEFAULT_MESSAGES.duplicateSubmit);
      return fail(new ApiError({ code: 0, msg, kind: 'duplicate' }), config.silent);
    }
    const headers: Record<string, string> = {};
    const token = config.auth === false ? undefined : options.getToken?.();
    if (token) headers.token = token;
    if (config.idempotencyKey) headers['Idempotency-Key'] = config.idempotencyKey;

    const request: AxiosRequestConfig = {
      method: config.method,
      url: config.url,
      data: config.data,
      params,
      headers,
      timeout: options.timeout ?? 10_000,
      paramsSerializer: { serialize: toQueryString },
      signal: config.signal,
    };
    if (baseURL !== undefined) request.baseURL = baseURL;
    if (config.file) request.responseType = 'arraybuffer';

    let response;
    try {
      response = await (await axios()).request(request);
    } catch (error) {
      // A file call reads bytes, also of a refusal (401): read them as the envelope they are.
      const failed = (error as { response?: { data?: unknown } }).response;
      if (config.file && failed) failed.data = jsonOfBytes(failed.data);
      return fail(toApiError(error, translate, options.isOffline), config.silent);
    }
    try {
      if (config.file) return readFileResponse(response) as T;
      return unwrapEnvelope<T>(response.data, response.status);
    } catch (error) {
      return fail(toApiError(error, translate), config.silent);
    }
  };

  return { http, ...createDomains(http) };
}
