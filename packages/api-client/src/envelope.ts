import type { Envelope } from '@bazaar/contract';
import { ResultCode } from '@bazaar/contract';
import { ApiError } from './errors';

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

/**
 * Resolves the `data` of a `code: 1` answer and throws an ApiError for any
 * other code; the server's `msg` becomes the error message, as it is already
 * localized and meant for a toast.
 */
export function unwrapEnvelope<T>(body: unknown, status?: number): T {
  if (!isEnvelope(body)) {
    throw new ApiError({ code: -1, msg: 'Invalid response from the server', data: body, kind: 'unknown', status });
  }
  if (body.code === ResultCode.success) return body.data as T;
  return failWith(body, status);
}

function failWith(body: Envelope<unknown>, status: number | undefined): never {
  throw new ApiError({
    code: body.code,
    msg: typeof body.msg === 'string' ? body.msg : '',
    data: body.data,
    kind: body.code === ResultCode.unauthorized ? 'unauthorized' : 'business',
    status,
  });
}
