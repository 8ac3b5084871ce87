import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where a feature's screens link to. Features never hard-code routes: the
 * storefront passes its own map, so a white-label app may use other paths.
 */
export interface StorefrontLinks {
  home: () => string;
  product: (id: number) => string;
  shop: (id: number) => string;
  products: (query?: { category_id?: number }) => string;
  search: (keyword?: string) => string;
  popular: () => string;
  shopStreet: () => string;
  login: (redirect?: string) => string;
  // Account and "me" area (issue 3); some lead to screens of other features.
  register: () => string;
  forgotPassword: () => string;
  changePassword: () => string;
  changePayPwd: () => string;
  passwords: () => string;
  security: () => string;
  profile: () => string;
  me: () => string;
  setting: () => string;
  language: () => string;
  myPurchases: (status?: string) => string;
  topUp: () => string;
  withDraw: () => string;
  capitalRecord: () => string;
  address: () => string;
  myFavourite: () => string;
  /** The shopper's saved things, where followed shops are listed. */
  followedShops: () => string;
  notification: () => string;
  helpAndSupport: () => string;
  service: () => string;
  merchantEntry: () => string;
  platform: () => string;
  law: () => string;
}

const LinksContext = createContext<StorefrontLinks | null>(null);

export function LinksProvider({ links, children }: { links: StorefrontLinks; children: ReactNode }) {
  return <LinksContext.Provider value={links}>{children}</LinksContext.Provider>;
}

export function useLinks(): StorefrontLinks {
  const links = useContext(LinksContext);
  if (!links) throw new Error('useLinks must be used inside <LinksProvider>');
  return links;
}
