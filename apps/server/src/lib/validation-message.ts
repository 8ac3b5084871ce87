import type { FastifySchemaValidationError } from 'fastify';
import { isMessageKey, type MessageKey, type MessageParams } from '../i18n';

/** A schema property may name its own message: Type.String({ 'x-msg': 'login.enter_account' }). */
export const MESSAGE_KEYWORD = 'x-msg';

export interface ValidationMessage {
  key: MessageKey;
  params: MessageParams;
  field: string;
}

type SchemaLike = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>> };

function ownMessage(schema: unknown): MessageKey | undefined {
  const key = (schema as SchemaLike | undefined)?.[MESSAGE_KEYWORD];
  return typeof key === 'string' && isMessageKey(key) ? key : undefined;
}

/**
 * Turns the ajv error list into one localized message about one field. With unions, ajv
 * reports each branch and then `anyOf` last: the last error is the one about the whole field.
 */
export function validationMessage(errors: FastifySchemaValidationError[], context?: string): ValidationMessage {
  const error = errors[errors.length - 1] as
    (FastifySchemaValidationError & { parentSchema?: SchemaLike; instancePath?: string }) | undefined;
  const params = (error?.params ?? {}) as Record<string, unknown>;
  const path = (error?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  if (!error) return { key: 'validation.invalid_body', params: {}, field: context ?? '' };

  if (error.keyword === 'required') {
    const field = [path, String(params.missingProperty)].filter(Boolean).join('.');
    const own = ownMessage(error.parentSchema?.properties?.[String(params.missingProperty)]);
    return { key: own ?? 'validation.required', params: { field }, field };
  }
  const field = path || context || '';
  const own = ownMessage(error.parentSchema);
  if (own) return { key: own, params: { field }, field };
  const limit = params.limit as number | undefined;
  switch (error.keyword) {
    case 'minLength':
      return { key: 'validation.too_short', params: { field, limit: limit ?? 0 }, field };
    case 'maxLength':
      return { key: 'validation.too_long', params: { field, limit: limit ?? 0 }, field };
    case 'minimum':
    case 'exclusiveMinimum':
      return { key: 'validation.too_small', params: { field, limit: limit ?? 0 }, field };
    case 'maximum':
    case 'exclusiveMaximum':
      return { key: 'validation.too_large', params: { field, limit: limit ?? 0 }, field };
    case 'enum':
    case 'anyOf': {
      const options = (error.parentSchema?.anyOf as Array<{ const?: unknown }> | undefined)?.map((s) => s.const) ??
        (error.parentSchema?.enum as unknown[] | undefined) ?? [undefined];
      if (options.every((o) => o !== undefined)) {
        return { key: 'validation.not_allowed', params: { field, values: options.join(', ') }, field };
      }
      return { key: 'validation.invalid_field', params: { field }, field };
    }
    default:
      return { key: 'validation.invalid_field', params: { field }, field };
  }
}
