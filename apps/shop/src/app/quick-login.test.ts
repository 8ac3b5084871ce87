import { describe, expect, it, vi } from 'vitest';
import { quickLoginFromAddress, type QuickLoginDeps } from './quick-login';

type QuickLoginAnswer = Awaited<ReturnType<QuickLoginDeps['quickLogin']>>;

const answer = { userinfo: { token: 'user-token' }, userInfo: { id: 7 } } as QuickLoginAnswer;

function deps(quickLogin = vi.fn().mockResolvedValue(answer)) {
  return { quickLogin, storeQuickToken: vi.fn(), signIn: vi.fn() };
}

describe('quickLoginFromAddress', () => {
  it('does nothing without a token parameter', async () => {
    const d = deps();
    expect(await quickLoginFromAddress('?path=/filter', d)).toBeNull();
    expect(d.quickLogin).not.toHaveBeenCalled();
  });

  it('keeps the quick token, signs in and goes to path', async () => {
    const d = deps();
    expect(await quickLoginFromAddress('?token=q1&path=%2Ffilter', d)).toBe('/filter');
    expect(d.quickLogin).toHaveBeenCalledWith('q1');
    expect(d.storeQuickToken).toHaveBeenCalledWith('q1');
    expect(d.signIn).toHaveBeenCalledWith('user-token', { id: 7 });
  });

  it('goes home without a path, and never off the site', async () => {
    expect(await quickLoginFromAddress('?token=q1', deps())).toBe('/home');
    expect(await quickLoginFromAddress('?token=q1&path=//evil.example', deps())).toBe('/home');
  });

  it('changes nothing when the answer is not code 1', async () => {
    const d = deps(vi.fn().mockRejectedValue(new Error('code 0')));
    expect(await quickLoginFromAddress('?token=used', d)).toBeNull();
    expect(d.storeQuickToken).not.toHaveBeenCalled();
    expect(d.signIn).not.toHaveBeenCalled();
  });
});
