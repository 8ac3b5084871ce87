import { normalizeLang, type EmsEvent, type Lang } from '@bazaar/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import { translate } from '../../i18n';
import type { KvStore } from '../../lib/kv';
import { isKnownAddress } from '../user/known-addresses';
import { emailOf } from '../user/fields';
import { findByEmail } from '../user/repository';
import { EMS_CODE_TTL_SECONDS, issueEmsCode } from '../user/email-codes';
import { throttleAddress, throttleEmail, type EmsAddressLimit } from './limits';
import type { Mailer } from './mailer';

export interface EmsContext {
  db: Db;
  kv: KvStore;
  mailer: Mailer;
  log: FastifyBaseLogger;
  addressLimit: EmsAddressLimit;
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
  await throttleAddress(ctx.kv, ip, ctx.addressLimit);
  const user = await findByEmail(ctx.db, email);
  const own = user ? await isKnownAddress(ctx.db, user.id, ip) : false;
  await throttleEmail(ctx.kv, email, own ? 'own' : 'others');
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
