import { PASSWORD_MIN_LENGTH } from '@bazaar/contract';
import type { MessageKey } from '../../i18n';
import { BusinessError } from '../../lib/errors';

/** Field rules shared by register, profile, password resets and mail codes. */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\+?\d{6,20}$/;
export const PAY_CODE = /^\d{6,32}$/;

/** Trimmed text, refused with `msg` when empty. */
export function required(value: string | undefined, field: string, msg: MessageKey): string {
  const text = (value ?? '').trim();
  if (!text) throw new BusinessError(msg, { field });
  return text;
}

/** Names and nicknames are at most 50 characters (counted as the shopper sees them). */
export const MAX_NAME = 50;

export function bounded(value: string, field: string, max = MAX_NAME): string {
  if ([...value].length > max) throw new BusinessError('validation.too_long', { field, params: { field, limit: max } });
  return value;
}

/** A lower-cased email ("Please enter email", "Please fill correct email"). */
export function emailOf(value: string | undefined, field = 'email'): string {
  const email = required(value, field, 'register.enter_email').toLowerCase();
  if (email.length > 254 || !EMAIL.test(email)) throw new BusinessError('register.correct_email', { field });
  return email;
}

/** Digits with an optional leading +, spaces and dashes dropped. */
export function mobileOf(value: string | undefined, field = 'mobile'): string {
  const mobile = required(value, field, 'register.enter_mobile').replace(/[\s-]/g, '');
  if (!MOBILE.test(mobile)) throw new BusinessError('register.correct_mobile', { field });
  return mobile;
}

/** A new login password: present and at least 6 characters (not trimmed: spaces are characters). */
export function newPasswordOf(value: string | undefined, field: string, missing: MessageKey): string {
  if (!value) throw new BusinessError(missing, { field });
  if ([...value].length < PASSWORD_MIN_LENGTH) throw new BusinessError('password.too_short', { field });
  return value;
}
