import type { MessageKey, MessageParams } from '../i18n';

export interface BusinessErrorDetails {
  /** snake_case reason for machines; defaults to the last part of the message key. */
  reason?: string;
  /** The request field at fault, when there is one. */
  field?: string;
  /** Parameters of the localized text. */
  params?: MessageParams;
}

/**
 * A refusal the shopper should read: answered as code 0 with HTTP 200 and the localized
 * text of `msgKey`. Thrown from services; the error handler renders it.
 */
export class BusinessError extends Error {
  readonly msgKey: MessageKey;
  readonly reason: string;
  readonly field?: string;
  readonly params?: MessageParams;

  constructor(msgKey: MessageKey, details: BusinessErrorDetails = {}) {
    super(msgKey);
    this.name = 'BusinessError';
    this.msgKey = msgKey;
    this.reason = details.reason ?? msgKey.slice(msgKey.lastIndexOf('.') + 1);
    this.field = details.field;
    this.params = details.params;
  }
}

/** Missing, expired or revoked token: HTTP 401, code 401, "Please login first". */
export class UnauthorizedError extends Error {
  constructor() {
    super('unauthorized');
    this.name = 'UnauthorizedError';
  }
}
