export { createClient, type BazaarClient, type ClientOptions } from './create-client';
export type { HttpMethod, IdempotentOptions, RequestConfig, RequestFn } from './request-types';
export {
  ApiError,
  DEFAULT_MESSAGES,
  MESSAGE_KEYS,
  defaultTranslate,
  isApiError,
  toApiError,
  type ApiErrorInit,
  type ApiErrorKind,
  type MessageKey,
  type Translate,
} from './errors';
export { unwrapEnvelope } from './envelope';
export { filenameOf, type DownloadedFile } from './file-response';
export { createDuplicateGuard, type DuplicateGuard, type DuplicateGuardOptions } from './duplicate-guard';
export { toQueryString } from './query-string';
export { newIdempotencyKey } from './idempotency';
// createDomains, Domains and one `…Api` type per domain module.
export * from './domains';
export { createAdminResource, type AdminResource } from './domains/admin-resource';
export {
  chatSocketUrl,
  createChatSocket,
  type ChatSocket,
  type ChatSocketHandlers,
  type ChatSocketOptions,
  type ChatSocketStatus,
  type SocketLike,
} from './chat-socket';
