import type { BazaarClient } from '@bazaar/api-client';
import { safeRedirect } from '@bazaar/features/lib';

type QuickLoginAnswer = Awaited<ReturnType<BazaarClient['user']['quickLogin']>>;

export interface QuickLoginDeps {
  /** POST user/quick_login; rejects unless the answer's code is 1. */
  quickLogin: (quickToken: string) => Promise<QuickLoginAnswer>;
  storeQuickToken: (quickToken: string) => void;
  signIn: (token: string, userInfo: QuickLoginAnswer['userInfo']) => void;
}

/**
 * Start-up quick login (docs/product.md#quick-login): when the address carries a `token`
 * query parameter, exchange it. On code 1 the quick token is kept, the user
 * token saved, and the answer is where to go (`path`, else /home). Any other
 * answer changes nothing: null.
 */
export async function quickLoginFromAddress(search: string, deps: QuickLoginDeps): Promise<string | null> {
  const params = new URLSearchParams(search);
  const quickToken = params.get('token');
  if (!quickToken) return null;
  let answer: QuickLoginAnswer;
  try {
    answer = await deps.quickLogin(quickToken);
  } catch {
    return null;
  }
  deps.storeQuickToken(quickToken);
  deps.signIn(answer.userinfo.token, answer.userInfo);
  return safeRedirect(params.get('path'), '/home');
}
