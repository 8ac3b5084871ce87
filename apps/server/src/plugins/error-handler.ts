import { ResultCode } from '@bazaar/contract';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { translate, type MessageKey, type MessageParams } from '../i18n';
import { BusinessError, UnauthorizedError } from '../lib/errors';
import { nowSeconds } from '../lib/time';
import { currentTraceId } from '../lib/trace-id';
import { validationMessage } from '../lib/validation-message';

/** Sends an envelope that bypasses the route's success schema (its `data` has another shape). */
export function sendEnvelope(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: number,
  msgKey: MessageKey,
  data: unknown = null,
  params?: MessageParams,
): FastifyReply {
  return reply
    .status(status)
    .serializer(JSON.stringify)
    .type('application/json; charset=utf-8')
    .send({ code, msg: translate(request.lang, msgKey, params), time: nowSeconds(), data });
}

/** PostgreSQL's "invalid byte sequence" and "untranslatable character": input no text has. */
const PG_UNREADABLE_TEXT = new Set(['22021', '22P05']);

/**
 * One place turns every failure into the contract's envelope: business and validation
 * failures are code 0 with HTTP 200 (the client shows msg as a toast), 401 and 429 keep their
 * status, anything unexpected is a logged 500 whose msg says nothing about internals.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof BusinessError) {
        const data = { reason: error.reason, ...(error.field ? { field: error.field } : {}) };
        return sendEnvelope(request, reply, 200, ResultCode.failure, error.msgKey, data, error.params);
      }
      if (error instanceof UnauthorizedError || error.statusCode === 401) {
        return sendEnvelope(request, reply, 401, ResultCode.unauthorized, 'common.login_first');
      }
      if (error.validation) {
        const m = validationMessage(error.validation, error.validationContext);
        return sendEnvelope(
          request,
          reply,
          200,
          ResultCode.failure,
          m.key,
          { reason: 'invalid_field', field: m.field },
          m.params,
        );
      }
      if (error.statusCode === 429) {
        return sendEnvelope(request, reply, 429, ResultCode.rateLimited, 'common.rate_limited');
      }
      if (error.statusCode === 404) {
        return sendEnvelope(request, reply, 404, ResultCode.failure, 'common.not_found', { reason: 'not_found' });
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        // Unreadable JSON, wrong content type, body too large: the request itself is at fault.
        request.log.info({ err: error }, 'bad request');
        return sendEnvelope(request, reply, 200, ResultCode.failure, 'validation.invalid_body', {
          reason: 'bad_request',
        });
      }
      if (PG_UNREADABLE_TEXT.has((error as { code?: unknown }).code as string)) {
        // Text PostgreSQL cannot hold (nul-text.ts refuses the common case up front).
        request.log.info({ err: error }, 'unreadable text');
        return sendEnvelope(request, reply, 200, ResultCode.failure, 'validation.invalid_body', {
          reason: 'bad_request',
        });
      }
      request.log.error({ err: error }, 'unexpected error');
      // An id support can find this request's log lines by: its trace's, or without tracing its own (reqId).
      const data = { trace_id: currentTraceId() ?? request.id };
      return sendEnvelope(request, reply, 500, ResultCode.serverError, 'common.server_error', data);
    });
  },
  { name: 'error-handler', dependencies: ['lang'] },
);
