import type { Decorator } from '@storybook/react-vite';
import type { AdminInfo } from '@bazaar/contract';
import { fixtures } from '@bazaar/story-kit';
import { adminSession } from '../../lib/admin-session';

const { NOW, DAY } = fixtures;

/** The stories' operators: the admin, or the merchant of shop 2. */
export const adminInfo = (role: 'admin' | 'merchant' = 'admin'): AdminInfo => ({
  id: role === 'admin' ? 1 : 7,
  username: role === 'admin' ? 'admin' : 'beta_keeper',
  nickname: role === 'admin' ? 'admin' : 'beta_keeper',
  role,
  shop_id: role === 'admin' ? null : 2,
  token: 'story-admin-token',
  expires_in: 30 * 86_400,
  createtime: NOW - 90 * DAY,
});

/**
 * Signs the story in as the console's admin, or as a merchant with `parameters.consoleRole`,
 * before the screen reads the session (a module-wide store, like the shop's). Every console feature's stories use it.
 */
export const withConsoleSession: Decorator = (Story, { parameters }) => {
  const role = (parameters.consoleRole as 'admin' | 'merchant' | undefined) ?? 'admin';
  if (adminSession.get()?.role !== role) adminSession.set(adminInfo(role));
  return <Story />;
};
