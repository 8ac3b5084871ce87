/**
 * The shop's pages, each named once: its path, its title, who may open it, whether it is kept alive, a tab,
 * or prerendered. The shop's router, link builders, sign-in guard and tab bar, the stories' links, the
 * server's choice of a prerendered first paint and the shop's prerender script all read this list
 * (docs/architecture.md#one-list-of-pages): a page added here appears in each of them.
 */

/** The protected areas of the shop, each with its sentence on the sign-in page (`login.why.*`). */
export const SIGN_IN_REASONS = [
  'bag',
  'checkout',
  'orders',
  'wallet',
  'saved',
  'account',
  'notifications',
  'chat',
  'vouchers',
  'products',
  'help',
] as const;
/** The area of the storefront that asks a guest to sign in; the sign-in page says what signing in gives there. */
export type SignInReason = (typeof SIGN_IN_REASONS)[number];

/** A route's and its query's params, as the router reads them. */
export type PageParams = Readonly<Record<string, string | undefined>>;

/** One page of the shop. */
export interface ShopPage {
  /** The page's name in code (one word per thing: `me`, `withdrawal`), whatever its URL says. */
  name: string;
  /** The URL pattern, exactly as docs/product.md#screens-and-routes fixes it (`:id?` is an optional segment). */
  path: string;
  /** The title's translation key (namespace `common`), or how to choose it from the route's and query's params. */
  titleKey: string | ((params: PageParams) => string);
  /** An anonymous visitor may open it and the pages below it (docs/product.md#public-pages). */
  public?: true;
  /** Needs a sign-in: the area whose sentence the sign-in page shows, saying what signing in gives here. */
  signIn?: SignInReason;
  /** Kept mounted, with its scroll position, when left (docs/product.md#navigation). */
  keepAlive?: true;
  /** The bottom tab bar's label key: the page is a tab. */
  tab?: string;
  /**
   * Its first paint is prerendered per language at build time, captured at this URL (a product's detail
   * looks the same whichever product it is); the server sends it to visitors instead of the empty shell.
   */
  prerender?: string;
}

const page = <const P extends ShopPage>(p: P) => p;

/**
 * Every page of docs/product.md#screens-and-routes. Pages kept alive besides the five tabs: the product lists a
 * shopper opens products from and comes back to (All Products, Popular), which remounted lost every page after
 * the first and so their place. Product detail never is.
 */
export const SHOP_PAGES = [
  page({
    name: 'home',
    path: '/home',
    titleKey: 'title.home',
    public: true,
    keepAlive: true,
    tab: 'tab.home',
    prerender: '/home',
  }),
  page({
    name: 'login',
    path: '/login',
    titleKey: 'title.login',
    public: true,
    prerender: '/login',
  }),
  page({
    name: 'register',
    path: '/register',
    titleKey: 'title.register',
    public: true,
  }),
  page({
    name: 'forgotPassword',
    path: '/forgotPassword',
    titleKey: 'title.forgotPassword',
    public: true,
  }),
  page({
    name: 'changePassword',
    path: '/changePassword',
    titleKey: 'title.changePassword',
    public: true,
  }),
  page({
    name: 'changePayPwd',
    path: '/changePayPwd',
    titleKey: 'title.changePayPwd',
    signIn: 'account',
  }),
  page({
    name: 'passwords',
    path: '/passwords',
    titleKey: 'title.passwords',
    signIn: 'account',
  }),
  page({
    name: 'security',
    path: '/security',
    titleKey: 'title.security',
    signIn: 'account',
  }),
  page({
    name: 'profile',
    path: '/profile',
    titleKey: 'title.profile',
    signIn: 'account',
  }),
  page({
    name: 'me',
    path: '/filter',
    titleKey: 'title.filter',
    keepAlive: true,
    tab: 'tab.filter',
    signIn: 'account',
  }),
  page({
    name: 'setting',
    path: '/setting',
    titleKey: 'title.setting',
    signIn: 'account',
  }),
  page({
    name: 'language',
    path: '/language',
    titleKey: 'title.language',
    signIn: 'account',
  }),
  page({
    name: 'shopStreet',
    path: '/shopStreet',
    titleKey: 'title.shopStreet',
    public: true,
    keepAlive: true,
    tab: 'tab.shopStreet',
    prerender: '/shopStreet',
  }),
  page({
    name: 'explore',
    path: '/explore',
    titleKey: 'title.explore',
    public: true,
    keepAlive: true,
    tab: 'tab.explore',
  }),
  page({
    name: 'search',
    path: '/search',
    titleKey: 'title.search',
    public: true,
  }),
  page({
    name: 'popular',
    path: '/popular',
    titleKey: 'title.popular',
    keepAlive: true,
    signIn: 'products',
  }),
  page({
    name: 'products',
    path: '/products',
    titleKey: 'title.products',
    keepAlive: true,
    signIn: 'products',
  }),
  page({
    name: 'detail',
    path: '/detail/:product?/:mer?',
    titleKey: 'title.detail',
    public: true,
    prerender: '/detail/1',
  }),
  page({
    name: 'shop',
    path: '/shop/:id?',
    titleKey: 'title.shop',
    public: true,
  }),
  page({
    name: 'myFavourite',
    path: '/myFavourite',
    titleKey: 'title.myFavourite',
    signIn: 'saved',
  }),
  page({
    name: 'bag',
    path: '/bag',
    titleKey: 'title.bag',
    keepAlive: true,
    tab: 'tab.bag',
    signIn: 'bag',
  }),
  page({
    name: 'checkout',
    path: '/checkout',
    titleKey: 'title.checkout',
    signIn: 'checkout',
  }),
  page({
    name: 'payment',
    path: '/payment',
    // Once paid the page shows the receipt (`?paid=1`), no longer a call to pay.
    titleKey: ({ paid }) => (paid ? 'title.paid' : 'title.payment'),
    signIn: 'checkout',
  }),
  page({
    name: 'order',
    path: '/order',
    titleKey: 'title.order',
    signIn: 'orders',
  }),
  page({
    name: 'myPurchases',
    path: '/myPurchases/:status?',
    titleKey: 'title.myPurchases',
    signIn: 'orders',
  }),
  page({
    name: 'orderInfo',
    path: '/orderInfo/:id?',
    titleKey: 'title.orderInfo',
    signIn: 'orders',
  }),
  page({
    name: 'topUp',
    path: '/topUp',
    titleKey: 'title.topUp',
    signIn: 'wallet',
  }),
  page({
    name: 'walletTopUp',
    path: '/walletTopUp',
    titleKey: 'title.walletTopUp',
    signIn: 'wallet',
  }),
  page({
    name: 'cardTopUp',
    path: '/cardTopUp',
    titleKey: 'title.cardTopUp',
    signIn: 'wallet',
  }),
  page({
    name: 'topUpRecord',
    path: '/topUpRecord',
    titleKey: 'title.topUpRecord',
    signIn: 'wallet',
  }),
  page({
    name: 'withdrawal',
    path: '/withDraw',
    titleKey: 'title.withDraw',
    signIn: 'wallet',
  }),
  page({
    name: 'withdrawalRecords',
    path: '/depositRecord',
    titleKey: 'title.depositRecord',
    signIn: 'wallet',
  }),
  page({
    name: 'capitalRecord',
    path: '/capitalRecord',
    titleKey: 'title.capitalRecord',
    signIn: 'wallet',
  }),
  page({
    name: 'address',
    path: '/address',
    titleKey: 'title.address',
    signIn: 'account',
  }),
  page({
    name: 'addressForm',
    path: '/addressForm/:id?',
    // Titled by what it does: adding, or (with an id) editing.
    titleKey: (params) => (params.id ? 'title.addressFormEdit' : 'title.addressForm'),
    signIn: 'account',
  }),
  page({
    name: 'refund',
    path: '/refund/:id?/:sn?/:product_ids?/:amount?',
    titleKey: 'title.refund',
    signIn: 'orders',
  }),
  page({
    name: 'comment',
    path: '/comment',
    titleKey: 'title.comment',
    signIn: 'orders',
  }),
  page({
    name: 'notification',
    path: '/notification',
    titleKey: 'title.notification',
    signIn: 'notifications',
  }),
  // Conversations with shops: the list, and one conversation (`?product_id=` / `?order_id=` offers that card to send).
  page({
    name: 'chat',
    path: '/chat',
    titleKey: 'title.chat',
    signIn: 'chat',
  }),
  page({
    name: 'chatThread',
    path: '/chat/:id',
    titleKey: 'title.chatThread',
    signIn: 'chat',
  }),
  page({
    name: 'vouchers',
    path: '/vouchers',
    titleKey: 'title.vouchers',
    signIn: 'vouchers',
  }),
  // Today's flash sales, open to visitors as the products they lead to are (buying asks for the sign-in).
  page({
    name: 'flash',
    path: '/flash',
    titleKey: 'title.flash',
    public: true,
  }),
  page({
    name: 'helpAndSupport',
    path: '/helpAndSupport',
    titleKey: 'title.helpAndSupport',
    signIn: 'help',
  }),
  page({
    name: 'law',
    path: '/law',
    titleKey: 'title.law',
    signIn: 'help',
  }),
  page({
    name: 'platform',
    path: '/platform',
    titleKey: 'title.platform',
    signIn: 'help',
  }),
  page({
    name: 'service',
    path: '/service',
    titleKey: 'title.service',
    signIn: 'help',
  }),
  // The shopper's saved things, favourite products and followed shops in one place (the catalog's screen).
  page({
    name: 'heart',
    path: '/heart',
    titleKey: 'title.heart',
    signIn: 'saved',
  }),
] as const;

export type ShopPageName = (typeof SHOP_PAGES)[number]['name'];

/** The path pattern of each page by name. */
export const shopPaths = Object.fromEntries(SHOP_PAGES.map((p) => [p.name, p.path])) as {
  [P in (typeof SHOP_PAGES)[number] as P['name']]: P['path'];
};

/** The title's translation key of the page `name`, given the route's and query's params. */
export function shopPageTitleKey(name: ShopPageName, params: PageParams = {}): string {
  const key: ShopPage['titleKey'] = SHOP_PAGES.find((p) => p.name === name)!.titleKey;
  return typeof key === 'function' ? key(params) : key;
}

/** A page's path without its optional params: `/shop` covers `/shop/3`. */
const pathRoot = (path: string) => path.split('/:')[0]!;

/**
 * The shop's pages a visitor may open without signing in, each with the pages below it. The shop's guard sends
 * a visitor anywhere else but `/` to the sign-in page, so the server sends a visitor there the sign-in page's
 * prerendered first paint.
 */
export const PUBLIC_SHOP_PATHS: readonly string[] = SHOP_PAGES.filter((p: ShopPage) => p.public).map((p) =>
  pathRoot(p.path),
);

/** True when `path` is a public shop page or below one (`/shop/3`, not `/shopStreetX`). */
export const isPublicShopPath = (path: string): boolean =>
  PUBLIC_SHOP_PATHS.some((p) => path === p || path.startsWith(`${p}/`));

/** The prerendered pages: their name (the folder of dist/prerender) and the URL captured. */
export const PRERENDERED_SHOP_PAGES: ReadonlyArray<{ name: ShopPageName; path: string; root: string }> =
  SHOP_PAGES.flatMap((p: ShopPage & { name: ShopPageName }) =>
    p.prerender ? [{ name: p.name, path: p.prerender, root: pathRoot(p.path) }] : [],
  );

/**
 * A page's URL from its pattern: `:name` segments are filled in (encoded), optional ones left out when they
 * have no value, as react-router's generatePath does.
 */
export function fillShopPath(pattern: string, params: Record<string, string | number | undefined> = {}): string {
  const path = pattern
    .split('/')
    .flatMap((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return [segment];
      const value = params[param[1]!];
      if (value === undefined || value === '') {
        if (param[2]) return [];
        throw new Error(`${pattern}: ${param[1]} is missing`);
      }
      return [encodeURIComponent(String(value))];
    })
    .join('/');
  return path || '/';
}

/** True when `segments` (a path's) fill the pattern's: literal segments match regardless of case, as the router's. */
function fills(pattern: readonly string[], segments: readonly string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return segments.length === 0;
  const param = /^:\w+(\?)?$/.exec(head);
  if (param?.[1] && fills(rest, segments)) return true;
  const [segment, ...others] = segments;
  if (segment === undefined) return false;
  const same = param ? segment !== '' : segment.toLowerCase() === head.toLowerCase();
  return same && fills(rest, others);
}

/** The page whose pattern a path (without its query) fills, as the shop's router chooses it; none for an unknown path. */
export function shopPageAt(pathname: string): (typeof SHOP_PAGES)[number] | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  return SHOP_PAGES.find((p) => fills(p.path.split('/').slice(1), segments));
}

/**
 * The area of the page a guest was sent to sign in from (the sign-in page's `path`): the sign-in page says what
 * signing in gives there. None for a public page, an unknown one or anything but a path (`https://…`). The shop's
 * sign-in page and the server's choice of its prerendered first paint both read it.
 */
export function signInReasonOf(path: string | null | undefined): SignInReason | undefined {
  if (!path?.startsWith('/') || path.startsWith('//')) return undefined;
  const page: ShopPage | undefined = shopPageAt(path.split(/[?#]/)[0]!);
  return page?.signIn;
}
