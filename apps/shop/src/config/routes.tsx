import type { ComponentType } from 'react';
import { SHOP_PAGES, shopPageTitleKey, shopPaths, type ShopPage, type ShopPageName } from '@bazaar/contract';
import { downloadOnce } from '../app/download-once';

/** A page's screen, downloaded on call (its own chunk). */
export type Screen = () => Promise<{ default: ComponentType }>;

/** One route of the shop: a page of the contract's list (@bazaar/contract SHOP_PAGES) and the screen it shows. */
export type ShopRoute = ShopPage & { name: ShopPageName; screen: Screen };

/**
 * The screens of the pages a shopper lands on (the prerendered ones: SHOP_PAGES' `prerender`), which start
 * downloading with the app. Each screen is its own chunk (vite.config.ts).
 */
const landingScreens = {
  home: () => import('../app/routes/home'),
  login: () => import('../app/routes/login'),
  shopStreet: () => import('@bazaar/features/catalog').then(({ ShopStreetScreen }) => ({ default: ShopStreetScreen })),
  detail: () => import('../app/routes/detail'),
} satisfies Partial<Record<ShopPageName, Screen>>;

/** A page the shop opens on first less often: its screen's loader is in ./screens, a chunk of its own. */
export type LaterPageName = Exclude<ShopPageName, keyof typeof landingScreens>;

/** The pages whose screens start with the app: the prerendered ones (config/routes.test.ts). */
export const landingPages = Object.keys(landingScreens) as readonly ShopPageName[];

const isLanding = (name: ShopPageName): name is keyof typeof landingScreens => name in landingScreens;

/**
 * The screen of each page. The loaders of the pages a shopper seldom opens first, with the bundler's
 * list of each one's chunks to preload, are a chunk of their own (./screens), fetched at the first tap
 * or navigation to one of them: the first screen does not download them.
 */
const screenOf = (name: ShopPageName): Screen =>
  isLanding(name) ? landingScreens[name] : () => loadLaterScreens().then((screens) => screens[name]());

/** ./screens, fetched once (again after a failed download). */
export const loadLaterScreens = downloadOnce(() => import('./screens').then((m) => m.screens));

/** The shop's routes, in the order of the page list. */
export const routes: readonly ShopRoute[] = SHOP_PAGES.map((page) => ({ ...page, screen: screenOf(page.name) }));

export type RouteName = ShopPageName;

/** The path pattern of each route by name. */
export const paths = shopPaths;

/** The title's translation key of the route `name`, given the route's params. */
export const titleKey = shopPageTitleKey;
