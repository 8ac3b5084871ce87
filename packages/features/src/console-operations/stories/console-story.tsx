import type { Decorator } from '@storybook/react-vite';
import { adminSession } from '../../lib/console/session';
import { adminInfo } from './fixtures';

/**
 * Signs the story in as the console's admin, or as a merchant with `parameters.consoleRole`,
 * before the screen reads the session (a module-wide store, like the shop's).
 */
export const withConsoleSession: Decorator = (Story, { parameters }) => {
  const role = (parameters.consoleRole as 'admin' | 'merchant' | undefined) ?? 'admin';
  if (adminSession.get()?.role !== role) adminSession.set(adminInfo(role));
  return <Story />;
};
