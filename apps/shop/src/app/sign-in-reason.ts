import { matchPath } from 'react-router-dom';
import { SHOP_PAGES, type ShopPage, type SignInReason } from '@bazaar/contract';

/**
 * The area of the page a guest was sent to sign in from (the sign-in page's `path`), from the page
 * list: the sign-in page says what signing in gives there. None for a public page or no page.
 */
export function signInReason(path: string | null | undefined): SignInReason | undefined {
  if (!path?.startsWith('/')) return undefined;
  const { pathname } = new URL(path, 'http://shop.invalid');
  const page: ShopPage | undefined = SHOP_PAGES.find((p) => matchPath(p.path, pathname));
  return page?.signIn;
}
