import {
  Envelope,
  LangQuery,
  LoginAnswer,
  LoginBody,
  ProfileBody,
  QuickLoginAnswer,
  QuickLoginBody,
  QuickTokenAnswer,
  RegisterBody,
  ResetPayBody,
  ResetPwdWithCaptchaBody,
  ResetPwdWithOldBody,
  SetLanguageQuery,
  ThirdLoginBody,
  User,
  UserSession,
  VerifyPayBody,
} from '@bazaar/contract';
import { Type, type TObject, type TProperties } from '@sinclair/typebox';
import type { MessageKey } from '../../i18n';

const tags = ['user'];

const Done = Envelope(Type.Null());

/** A contract body whose fields answer their own message (docs/product.md#form-messages) when missing or of the wrong type. */
function withMessages<P extends TProperties>(schema: TObject<P>, messages: Partial<Record<keyof P, MessageKey>>) {
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([key, prop]) => {
      const msg = messages[key as keyof P];
      return [key, msg ? { ...prop, 'x-msg': msg } : prop];
    }),
  ) as P;
  return Type.Object(properties, { description: schema.description });
}

export const loginSchema = {
  tags,
  summary: 'Sign in with email, mobile or username',
  description:
    'Failed sign-ins are slowed down and then locked per account and per client address (see the server README).',
  body: withMessages(LoginBody, { account: 'login.enter_account', password: 'login.enter_password' }),
  response: { 200: Envelope(LoginAnswer) },
};

export const thirdLoginSchema = {
  tags,
  summary: 'Sign in through a third-party platform',
  description:
    '`sign` = hex HMAC-SHA256, with the platform secret, of every other field sorted by name as `name=value` ' +
    'joined by `&` (absent optional fields left out). A request older than 5 minutes is refused. An unknown ' +
    'openid is linked to the caller when a valid token is sent, otherwise to a new shopper.',
  body: ThirdLoginBody,
  response: { 200: Envelope(LoginAnswer) },
};

export const registerSchema = {
  tags,
  summary: 'Create an account; the answer is signed in',
  body: withMessages(RegisterBody, {
    family_name: 'register.enter_family_name',
    given_name: 'register.enter_given_name',
    email: 'register.enter_email',
    mobile: 'register.enter_mobile',
    password: 'login.enter_password',
    repassword: 'password.not_match',
    real_name: 'register.enter_real_name',
  }),
  response: { 200: Envelope(LoginAnswer) },
};

export const quickTokenSchema = {
  tags,
  summary: 'Mint a one-time login-link token (5 minutes) for the caller',
  response: { 200: Envelope(QuickTokenAnswer) },
};

export const quickLoginSchema = {
  tags,
  summary: 'Exchange a one-time quick-login token for a session',
  body: withMessages(QuickLoginBody, { quickToken: 'login.quick_invalid' }),
  response: { 200: Envelope(QuickLoginAnswer) },
};

export const userInfoSchema = {
  tags,
  summary: 'The signed-in user: balances, order counts, favourites, follows, unread notifications',
  querystring: LangQuery,
  response: { 200: Envelope(User) },
};

export const logoutSchema = {
  tags,
  summary: 'Revoke the token of this request',
  querystring: LangQuery,
  response: { 200: Done },
};

export const profileSchema = {
  tags,
  summary: 'Edit avatar (an own upload url), nickname, names or mobile',
  body: ProfileBody,
  response: { 200: Envelope(User) },
};

export const resetPwdSchema = {
  tags,
  summary: 'Change (token + oldpassword) or reset (email + emailed captcha) the login password',
  description: 'Either form revokes every token of the shopper. Without a token only the email form is accepted.',
  body: Type.Partial(Type.Composite([ResetPwdWithOldBody, ResetPwdWithCaptchaBody])),
  response: { 200: Done },
};

export const resetPaySchema = {
  tags,
  summary: 'Set or change the payment code',
  description:
    'Digits only, at least 6. Once a code is set, `oldpaypwd` (a wrong one counts toward the payment lock) ' +
    'or `captcha` (an emailed code, event `resetpay`) is required.',
  body: withMessages(ResetPayBody, { paypwd: 'password.paycode_format' }),
  response: { 200: Done },
};

export const verifyPaySchema = {
  tags,
  summary: 'Check the payment code (5 wrong tries lock payment for 15 minutes)',
  body: withMessages(VerifyPayBody, { paypwd: 'payment.enter_password' }),
  response: { 200: Done },
};

export const setLanguageSchema = {
  tags,
  summary: "Store the user's language",
  querystring: withMessages(SetLanguageQuery, { lang: 'language.unsupported' }),
  response: { 200: Done },
};

export const sessionsSchema = {
  tags,
  summary: 'The active sessions (signed-in devices) of the user',
  description: 'Extends the contract for the /security screen. `current` marks the session of this request.',
  response: { 200: Envelope(Type.Array(UserSession)) },
};

export const logoutAllSchema = {
  tags,
  summary: 'Sign out of all devices (revokes every token, this one included)',
  description: 'Extends the contract for the /security screen.',
  response: { 200: Done },
};
