import { describe, expect, it } from 'vitest';
import { checkChangePassword, checkForgotPassword, checkLogin, checkPayCode, registerProblems } from './validate';
import { en } from './locales/en';

const register = {
  family_name: 'Lee',
  given_name: 'Ann',
  email: 'ann@example.com',
  mobile: '0812345678',
  password: 'secret1',
  repassword: 'secret1',
  real_name: 'Ann Lee',
};

describe('checkLogin', () => {
  it.each([
    [{ account: '', password: '' }, 'inputAccountAndPassword'],
    [{ account: ' ', password: 'x' }, 'enterAccount'],
    [{ account: 'ann', password: '' }, 'enterPassword'],
    [{ account: 'ann', password: 'x' }, null],
  ])('%j → %s', (form, key) => expect(checkLogin(form)).toBe(key));

  it('uses the exact English texts of the product’s form messages', () => {
    expect(en.msg.enterAccount).toBe('Please enter account');
    expect(en.msg.enterPassword).toBe('Please enter password');
    expect(en.msg.inputAccountAndPassword).toBe('Please input account and password');
  });
});

describe('registerProblems', () => {
  it('accepts a complete form', () => expect(registerProblems(register)).toEqual({}));
  it.each([
    ['family_name', '', 'enterFamilyName'],
    ['given_name', ' ', 'enterGivenName'],
    ['email', '', 'enterEmail'],
    ['email', 'ann@', 'correctEmail'],
    ['mobile', '', 'enterMobile'],
    ['password', 'abc', 'passwordMin'],
    ['repassword', 'secret2', 'passwordsMismatch'],
    ['real_name', '', 'enterRealName'],
  ])('%s=%j → %s', (field, value, key) =>
    expect(registerProblems({ ...register, [field]: value })).toEqual({ [field]: key }),
  );
  it('gives every problem at once, in the order of the form', () => {
    const empty = { ...register, family_name: '', email: 'x', password: '', repassword: '', real_name: '' };
    expect(Object.entries(registerProblems(empty))).toEqual([
      ['family_name', 'enterFamilyName'],
      ['email', 'correctEmail'],
      ['password', 'passwordMin'],
      ['real_name', 'enterRealName'],
    ]);
  });
});

describe('checkChangePassword', () => {
  const ok = { oldpassword: 'secret1', newpassword: 'secret2', confirm: 'secret2' };
  it('accepts a real change', () => expect(checkChangePassword(ok)).toBeNull());
  it('wants the old password', () => expect(checkChangePassword({ ...ok, oldpassword: '' })).toBe('enterOldPassword'));
  it('wants 6 characters', () =>
    expect(checkChangePassword({ ...ok, newpassword: '12345', confirm: '12345' })).toBe('passwordMin'));
  it('refuses the same password', () =>
    expect(checkChangePassword({ ...ok, newpassword: 'secret1', confirm: 'secret1' })).toBe('newDifferent'));
  it('wants a matching confirmation', () =>
    expect(checkChangePassword({ ...ok, confirm: 'secret3' })).toBe('passwordsMismatch'));
});

describe('checkForgotPassword', () => {
  const ok = { email: 'ann@example.com', captcha: '123456', newpassword: 'secret2', confirm: 'secret2' };
  it('accepts a complete form', () => expect(checkForgotPassword(ok)).toBeNull());
  it('wants the code', () => expect(checkForgotPassword({ ...ok, captcha: '' })).toBe('enterCode'));
  it('wants a valid email', () => expect(checkForgotPassword({ ...ok, email: 'x' })).toBe('correctEmail'));
});

describe('checkPayCode', () => {
  const base = {
    mode: 'old' as const,
    hasPayPassword: true,
    oldpaypwd: '123456',
    captcha: '',
    paypwd: '654321',
    confirm: '654321',
  };
  it('accepts a change with the old code', () => expect(checkPayCode(base)).toBeNull());
  it('wants the old code when one is set', () =>
    expect(checkPayCode({ ...base, oldpaypwd: '' })).toBe('enterOldPayCode'));
  it('needs no old code the first time', () =>
    expect(checkPayCode({ ...base, hasPayPassword: false, oldpaypwd: '' })).toBeNull());
  it('wants the emailed code when forgotten', () =>
    expect(checkPayCode({ ...base, mode: 'captcha', oldpaypwd: '' })).toBe('enterCode'));
  it.each(['12345', '12345a', 'abcdef', ''])('refuses %j', (paypwd) =>
    expect(checkPayCode({ ...base, paypwd, confirm: paypwd })).toBe('payCodeRule'),
  );
  it('wants a matching confirmation', () =>
    expect(checkPayCode({ ...base, confirm: '654320' })).toBe('payCodesMismatch'));
  it('has the exact English text', () =>
    expect(en.msg.payCodeRule).toBe('payment code must be at least 6 characters and only numbers'));
});
