import { useMemo, type ReactNode } from 'react';
import axios from 'axios';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { createClient } from '@bazaar/api-client';
import type { Lang } from '@bazaar/contract';
import { ApiProvider, ClockProvider, LinksProvider, createI18n, sessionStore, tokenStore, useLang } from '../lib';
import { defaultRoutes, fixtureAdapter, fixtures, type FixtureRoutes } from '@bazaar/story-kit';
import { featureBundles } from './locale-bundles';
import { storyLinks } from './story-links';

/** `parameters.feature` of a feature-screen story. */
export interface FeatureStoryParameters {
  /** The route pattern the screen is mounted under, e.g. `/detail/:product?`. @default the url's path */
  path?: string;
  /** The URL the story opens, with its params and query, e.g. `/detail/1`. @default '/' */
  url?: string;
  /**
   * Signed in as the fixture shopper, or signed out. The session store is one per page, so a file that mixes both
   * opts out of autodocs (`tags: ['!autodocs']`). @default true
   */
  signedIn?: boolean;
  /** Answers that replace the default fixtures, e.g. an empty bag or a refused call. */
  routes?: FixtureRoutes;
}

export interface StoryProvidersProps extends FeatureStoryParameters {
  lang: Lang;
  children: ReactNode;
}

const STORY_TOKEN = 'story-token';

/** The screens' clock stands at the fixtures' NOW: countdowns, and flash sales live or over, never drift. */
const storyClock = () => fixtures.NOW * 1000;

/** Puts the module-wide session store in the state the story asks for, before the screen reads it. */
function applySession(signedIn: boolean): void {
  const { token } = sessionStore.get();
  if (signedIn && token !== STORY_TOKEN) sessionStore.signIn(STORY_TOKEN, fixtures.user);
  if (!signedIn && token) sessionStore.clear();
}

/** Where a link of the screen led: stories mount one route, so the target is named instead of rendered. */
function LeftTheScreen() {
  const { pathname, search } = useLocation();
  return <code data-testid="story-navigated">{pathname + search}</code>;
}

/**
 * Everything a feature screen needs from above, the way the shop app provides
 * it, but answered from fixtures: a real API client over a fixture adapter, the
 * i18n instance with every feature bundle, a memory router at the story's URL,
 * the links map and the session.
 */
export function StoryProviders({ lang, path, url = '/', signedIn = true, routes, children }: StoryProvidersProps) {
  applySession(signedIn);
  const i18n = useMemo(() => createI18n(lang, featureBundles), [lang]);
  // As the apps do: <html lang> is the story's language (fonts and line breaking of CJK text).
  useLang(i18n);
  const client = useMemo(
    () =>
      createClient({
        axios: axios.create({ adapter: fixtureAdapter({ ...defaultRoutes, ...routes }) }),
        getToken: tokenStore.get,
        getLang: () => i18n.language,
        translate: (key, fallback) => i18n.t(key, { defaultValue: fallback }),
      }),
    [i18n, routes],
  );
  return (
    <I18nextProvider i18n={i18n}>
      {/* A cache of its own per story and language, so no story sees another's answers. */}
      <SWRConfig key={lang} value={{ provider: () => new Map() }}>
        <ApiProvider client={client}>
          <ClockProvider now={storyClock}>
            <LinksProvider links={storyLinks}>
              <MemoryRouter initialEntries={[url]}>
                <Routes>
                  <Route path={path ?? url.split('?')[0]} element={children} />
                  <Route path="*" element={<LeftTheScreen />} />
                </Routes>
              </MemoryRouter>
            </LinksProvider>
          </ClockProvider>
        </ApiProvider>
      </SWRConfig>
    </I18nextProvider>
  );
}
