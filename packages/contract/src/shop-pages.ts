/**
 * The shop's pages a visitor may open without signing in (product-spec §6), each with the pages below
 * it: `/shop` covers `/shop/3`. The shop's route table marks the same routes public (apps/shop checks
 * that the two agree). The shop's guard sends a visitor anywhere else but `/` to the sign-in page, so
 * the server sends a visitor there the sign-in page's prerendered first paint.
 */
export const PUBLIC_SHOP_PATHS = [
  '/home',
  '/login',
  '/register',
  '/forgotPassword',
  '/changePassword',
  '/shopStreet',
  '/explore',
  '/search',
  '/detail',
  '/shop',
] as const;

/** True when `path` is a public shop page or below one (`/shop/3`, not `/shopStreetX`). */
export const isPublicShopPath = (path: string): boolean =>
  PUBLIC_SHOP_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
