import type {
  EmsSendBody,
  LoginAnswer,
  LoginBody,
  ProfileBody,
  QuickLoginAnswer,
  QuickTokenAnswer,
  RegisterBody,
  ResetPayBody,
  ResetPwdBody,
  ThirdLoginBody,
  User,
  UserSession,
  VerifyPayBody,
} from '@bazaar/contract';
import type { RequestFn } from '../request-types';

/** Session and account calls (`/api/user`). Credential calls never send a stale token. */
export function createUserApi(http: RequestFn) {
  return {
    /**
     * Signs in with email, mobile or username.
     * @example const { userinfo } = await client.user.login({ account: 'ann@example.com', password: 'secret1' });
     */
    login: (body: LoginBody) => http<LoginAnswer>({ method: 'POST', url: '/user/login', data: body, auth: false }),
    /** Signs in through a third-party platform (HMAC-signed payload). */
    thirdLogin: (body: ThirdLoginBody) =>
      http<LoginAnswer>({ method: 'POST', url: '/user/thirdlogin', data: body, auth: false }),
    /** Creates an account; the answer is already logged in. */
    register: (body: RegisterBody) =>
      http<LoginAnswer>({ method: 'POST', url: '/user/register', data: body, auth: false }),
    /** Exchanges a one-time quick-login token; silent because a failure must change nothing (docs/product.md#errors-and-toasts). */
    quickLogin: (quickToken: string) =>
      http<QuickLoginAnswer>({
        method: 'POST',
        url: '/user/quick_login',
        data: { quickToken },
        auth: false,
        silent: true,
      }),
    /** Mints a one-time login-link token for the signed-in user. */
    quickToken: () => http<QuickTokenAnswer>({ method: 'POST', url: '/user/quick_token' }),
    /** The signed-in user with balances and order counts. */
    getUserInfo: (lang?: string) => http<User>({ method: 'GET', url: '/user/getUserInfo', params: { lang } }),
    /** Revokes the token. */
    logout: (lang?: string) => http<null>({ method: 'POST', url: '/user/logout', params: { lang } }),
    /** The signed-in devices of the caller (tokens still valid), the current one marked. */
    sessions: () => http<UserSession[]>({ method: 'GET', url: '/user/sessions' }),
    /** Revokes every token of the caller, this device's included. */
    logoutAll: () => http<null>({ method: 'POST', url: '/user/logout_all' }),
    /** Edits any of avatar, nickname, names, mobile. */
    profile: (body: ProfileBody) => http<User>({ method: 'POST', url: '/user/profile', data: body }),
    /** Changes (old password) or resets (emailed captcha) the login password; revokes every token. */
    resetPwd: (body: ResetPwdBody) => http<null>({ method: 'POST', url: '/user/resetpwd', data: body }),
    /** Sets or changes the payment code. */
    resetPay: (body: ResetPayBody) => http<null>({ method: 'POST', url: '/user/resetPay', data: body }),
    /** Checks the payment code (5 wrong tries lock payment for 15 min). */
    verifyPay: (body: VerifyPayBody) => http<null>({ method: 'POST', url: '/user/verify_pay', data: body }),
    /** Emails a 6-digit code for a password or payment-code reset. */
    sendEms: (body: EmsSendBody) => http<null>({ method: 'POST', url: '/ems/send', data: body, auth: false }),
  };
}
/** The shopper's account: sign-up, sign-in (password, third party, quick sign-in), signed-in devices, profile, passwords and verification codes. */
export type UserApi = ReturnType<typeof createUserApi>;
