import { describe, expect, it, vi } from 'vitest';
import { loadUserOrLogout, type LoadUserDeps } from './load-user';

type User = Awaited<ReturnType<LoadUserDeps['getUserInfo']>>;

const user = { id: 1, nickname: 'Ann' } as User;

function deps(over: Partial<Omit<LoadUserDeps, 'session'>> = {}, hasToken = () => true) {
  const session = { hasToken: vi.fn(hasToken), setUserInfo: vi.fn(), clear: vi.fn() };
  return {
    getUserInfo: vi.fn().mockResolvedValue(user),
    logout: vi.fn().mockResolvedValue(null),
    ...over,
    session,
  };
}

describe('loadUserOrLogout', () => {
  it('stores the user info and continues to the same target', async () => {
    const d = deps();
    expect(await loadUserOrLogout(d)).toEqual({ kind: 'continue' });
    expect(d.session.setUserInfo).toHaveBeenCalledWith(user);
    expect(d.logout).not.toHaveBeenCalled();
    expect(d.session.clear).not.toHaveBeenCalled();
  });

  it('logs out and goes to /login when the user info cannot be loaded', async () => {
    const d = deps({ getUserInfo: vi.fn().mockRejectedValue(new Error('timeout')) });
    expect(await loadUserOrLogout(d)).toEqual({ kind: 'redirect', to: '/login' });
    expect(d.logout).toHaveBeenCalledOnce();
    expect(d.session.clear).toHaveBeenCalledOnce();
    expect(d.session.setUserInfo).not.toHaveBeenCalled();
  });

  it('invalidates the token and goes to the root when logout fails too', async () => {
    const d = deps({
      getUserInfo: vi.fn().mockRejectedValue(new Error('timeout')),
      logout: vi.fn().mockRejectedValue(new Error('timeout')),
    });
    expect(await loadUserOrLogout(d)).toEqual({ kind: 'redirect', to: '/' });
    expect(d.logout).toHaveBeenCalledOnce();
    expect(d.session.clear).toHaveBeenCalledOnce();
  });

  it('goes straight to /login when a 401 already ended the session', async () => {
    const d = deps({ getUserInfo: vi.fn().mockRejectedValue(new Error('401')) }, () => false);
    expect(await loadUserOrLogout(d)).toEqual({ kind: 'redirect', to: '/login' });
    expect(d.logout).not.toHaveBeenCalled();
  });
});
