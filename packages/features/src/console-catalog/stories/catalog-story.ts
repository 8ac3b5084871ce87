import { adminSession } from '../../lib/admin-session';
import { storyAdmin } from './catalog-fixtures';

/** A story's `beforeEach`: signs its operator in (the console keeps its session apart from the shopper's). */
export const signedInAs = (role: 'admin' | 'merchant') => () => {
  adminSession.set(storyAdmin(role));
  return () => adminSession.clear();
};

export const storyPaths = { shops: '/shops', categories: '/categories', products: '/products' };
