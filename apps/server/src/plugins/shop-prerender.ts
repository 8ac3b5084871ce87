import fs from 'node:fs';
import path from 'node:path';
import {
  LANGS,
  PRERENDERED_SHOP_PAGES,
  SIGN_IN_REASONS,
  isPublicShopPath,
  signInReasonOf,
  type Lang,
} from '@bazaar/contract';
import { resolveLang } from '../i18n';
import { langCookie } from './lang';

// The pages the shop's build prerenders (apps/shop/scripts/prerender.mjs): their folder by their path's root.
const PAGES: Readonly<Record<string, string>> = Object.fromEntries(
  PRERENDERED_SHOP_PAGES.map((p) => [p.root.slice(1), p.name]),
);
// A quick-login link (`?token=…`): the shop signs in before it draws anything.
const QUICK_LOGIN = /[?&]token=/;
const TOKEN_COOKIE = /(?:^|;\s*)Admin-Token=[^;\s]/;
// The sign-in page is prerendered once more per area that asks for it (login-<reason>/), saying what signing in
// gives there as the app will, so its sentence does not change under the visitor when the app takes over.
const LOGIN_FOR = (reason: string) => `${PAGES.login}-${reason}`;

/**
 * Picks the prerendered first paint of a shop page (dist/prerender/<page>/<lang>.html) in the
 * language the app itself will choose: the Local_Lang cookie, else the browser's languages in
 * order (Accept-Language), else English. Only for visitors: a signed-in shopper's app first loads
 * the account, so it starts from the empty index.html as before. A visitor opening a page that
 * needs a sign-in gets the sign-in page's, where the shop sends them before its first render
 * (apps/shop/src/app/guard.ts `loginAtStart`). Answers undefined when the build has no such page
 * (not prerendered: no Chromium at build time), for the root (the shop sends it home first) and
 * for a quick-login link.
 */
export function prerenderedPages(shopDist: string) {
  const built = new Set<string>();
  for (const page of [...Object.values(PAGES), ...SIGN_IN_REASONS.map(LOGIN_FOR)])
    for (const lang of LANGS) {
      const file = `prerender/${page}/${lang}.html`;
      if (fs.existsSync(path.join(shopDist, file))) built.add(file);
    }
  return (
    url: string,
    headers: { cookie?: string; 'accept-language'?: string },
  ): { file: string; page: string; lang: Lang } | undefined => {
    if (!built.size || (headers.cookie && TOKEN_COOKIE.test(headers.cookie)) || QUICK_LOGIN.test(url)) return undefined;
    const [pathname = '', query = ''] = url.split('?');
    const opened = PAGES[pathname.split('/')[1] ?? ''];
    const page = opened ?? (pathname !== '/' && !isPublicShopPath(pathname) ? PAGES.login : undefined);
    if (!page) return undefined;
    const lang = resolveLang({ cookie: langCookie(headers.cookie), acceptLanguage: headers['accept-language'] });
    // The sign-in page's sentence: of the page that sent the visitor (`/login?path=…`) or of the one opened.
    const reason = page === PAGES.login && signInReasonOf(opened ? new URLSearchParams(query).get('path') : pathname);
    const forReason = reason && `prerender/${LOGIN_FOR(reason)}/${lang}.html`;
    const file = forReason && built.has(forReason) ? forReason : `prerender/${page}/${lang}.html`;
    return built.has(file) ? { file, page, lang } : undefined;
  };
}
