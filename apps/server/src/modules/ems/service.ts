import { normalizeLang, type EmsEvent, type Lang } from '@bazaar/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import { translate } from '../../i18n';
import { BusinessError } from '../../lib/errors';
import type { KvStore } from '../../lib/kv';
import { emailOf } from '../user/fields';
import { findByEmail } from '../user/repository';
import { EMS_CODE_TTL_SECONDS, issueEmsCode } from './codes';
import type { Mailer } from './mailer';

/** Contract: at most 1 code a minute and 10 a day, per email address and per client address. */
export const EMS_LIMITS = { perMinute: 1, perDay: 10 } as const;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 3600_000;

async function throttle(kv: KvStore, subject: string): Promise<void> {
  if (!(await kv.setIfAbsent(`ems:minute:${subject}`, '1', MINUTE_MS))) {
    throw new BusinessError('ems.too_frequent');
  }
  if ((await kv.incr(`ems:day:${subject}`, DAY_MS)) > EMS_LIMITS.perDay) throw new BusinessError('ems.daily_limit');
}

export interface EmsContext {
  db: Db;
  kv: KvStore;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * Mails a 6-digit code for a password or payment-code reset. The answer is the same whether
 * or not the email belongs to a shopper, and the mail leaves in the background so the time of
 * the answer does not tell either.
 */
export async function sendCode(
  ctx: EmsContext,
  input: { email?: string; event: EmsEvent },
  ip: string,
  lang: Lang,
): Promise<void> {
  const email = emailOf(input.email);
  await throttle(ctx.kv, `email:${email}`);
  await throttle(ctx.kv, `ip:${ip}`);
  const user = await findByEmail(ctx.db, email);
  if (!user || user.status === 'frozen') return;
  const code = await issueEmsCode(ctx.db, email, input.event);
  // The shopper's own language; the page's when the stored one is not a known language.
  const mailLang = normalizeLang(user.lang) ?? lang;
  const message = {
    to: email,
    subject: translate(mailLang, 'ems.mail_subject'),
    text: translate(mailLang, 'ems.mail_body', { code, minutes: EMS_CODE_TTL_SECONDS / 60 }),
  };
  void ctx.mailer.send(message).catch((err: unknown) => ctx.log.error({ err, to: email }, 'mail could not be sent'));
}
