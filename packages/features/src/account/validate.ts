import { PASSWORD_MIN_LENGTH, PAY_PASSWORD_PATTERN } from '@bazaar/contract';

/**
 * Client-side checks of docs/product.md#form-messages, run before any call. Each returns the
 * key (under `msg.` of the account namespace) of the first problem, or null.
 */
export type MsgKey =
  | 'enterAccount'
  | 'enterPassword'
  | 'inputAccountAndPassword'
  | 'enterFamilyName'
  | 'enterGivenName'
  | 'enterEmail'
  | 'correctEmail'
  | 'enterMobile'
  | 'enterRealName'
  | 'passwordMin'
  | 'passwordsMismatch'
  | 'payCodesMismatch'
  | 'newDifferent'
  | 'payCodeRule'
  | 'enterOldPassword'
  | 'enterOldPayCode'
  | 'enterCode';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PAY_CODE = new RegExp(PAY_PASSWORD_PATTERN);
const blank = (v: string) => v.trim() === '';

function emailProblem(email: string): MsgKey | null {
  if (blank(email)) return 'enterEmail';
  return EMAIL.test(email.trim()) ? null : 'correctEmail';
}

/** A new password and its confirmation. */
function newPasswordProblem(password: string, confirm: string): MsgKey | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordMin';
  return password === confirm ? null : 'passwordsMismatch';
}

export function checkLogin(f: { account: string; password: string }): MsgKey | null {
  if (blank(f.account) && f.password === '') return 'inputAccountAndPassword';
  if (blank(f.account)) return 'enterAccount';
  return f.password === '' ? 'enterPassword' : null;
}

export interface RegisterForm {
  family_name: string;
  given_name: string;
  email: string;
  mobile: string;
  password: string;
  repassword: string;
  real_name: string;
}

/**
 * Every problem of the sign-up form at once, by field, in the order of the form (and of its messages), so
 * the screen can mark them all and focus the first. Empty when the form is complete.
 */
export function registerProblems(f: RegisterForm): Partial<Record<keyof RegisterForm, MsgKey>> {
  const problems: Partial<Record<keyof RegisterForm, MsgKey>> = {};
  if (blank(f.family_name)) problems.family_name = 'enterFamilyName';
  if (blank(f.given_name)) problems.given_name = 'enterGivenName';
  const email = emailProblem(f.email);
  if (email) problems.email = email;
  if (blank(f.mobile)) problems.mobile = 'enterMobile';
  const password = newPasswordProblem(f.password, f.repassword);
  // Too short is the password's problem; a mismatch is the confirmation's.
  if (password) problems[password === 'passwordMin' ? 'password' : 'repassword'] = password;
  if (blank(f.real_name)) problems.real_name = 'enterRealName';
  return problems;
}

export function checkChangePassword(f: { oldpassword: string; newpassword: string; confirm: string }): MsgKey | null {
  if (f.oldpassword === '') return 'enterOldPassword';
  if (f.newpassword.length < PASSWORD_MIN_LENGTH) return 'passwordMin';
  if (f.newpassword === f.oldpassword) return 'newDifferent';
  return f.newpassword === f.confirm ? null : 'passwordsMismatch';
}

export function checkForgotPassword(f: {
  email: string;
  captcha: string;
  newpassword: string;
  confirm: string;
}): MsgKey | null {
  const email = emailProblem(f.email);
  if (email) return email;
  if (blank(f.captcha)) return 'enterCode';
  return newPasswordProblem(f.newpassword, f.confirm);
}

/** Only the email, before asking for a code. */
export const checkEmail = emailProblem;

/**
 * The payment code form. `mode` is how the shopper proves it is them: the
 * current code (`old`, empty when none is set yet) or an emailed code (`captcha`).
 */
export function checkPayCode(f: {
  mode: 'old' | 'captcha';
  hasPayPassword: boolean;
  oldpaypwd: string;
  captcha: string;
  paypwd: string;
  confirm: string;
}): MsgKey | null {
  if (f.mode === 'old' && f.hasPayPassword && f.oldpaypwd === '') return 'enterOldPayCode';
  if (f.mode === 'captcha' && blank(f.captcha)) return 'enterCode';
  if (!PAY_CODE.test(f.paypwd)) return 'payCodeRule';
  return f.paypwd === f.confirm ? null : 'payCodesMismatch';
}

/** The profile keeps the names and the mobile that sign-up required. */
export function checkProfile(f: {
  family_name: string;
  given_name: string;
  real_name: string;
  mobile: string;
}): MsgKey | null {
  if (blank(f.family_name)) return 'enterFamilyName';
  if (blank(f.given_name)) return 'enterGivenName';
  if (blank(f.mobile)) return 'enterMobile';
  return blank(f.real_name) ? 'enterRealName' : null;
}
