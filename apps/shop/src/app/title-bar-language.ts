import type { LanguageSwitchProps } from '@bazaar/features/account';
import type { RouteName } from '../config/routes';
import { screenLoader } from './screen-loader';

/** Pages a visitor sees before signing in, where the title bar offers the language (home has it by its search). */
export const LANGUAGE_SWITCH_ROUTES: readonly RouteName[] = ['login', 'register'];

/**
 * The title bar's language switch, loaded with those pages (their chunk has the account feature), not
 * with the app's entry. preloadRoute loads it alongside the page's screen, so the first render draws it
 * as the prerendered sign-in page does, instead of dropping it for a frame.
 */
export const languageSwitch = screenLoader<LanguageSwitchProps>(async () => ({
  default: (await import('@bazaar/features/account')).LanguageSwitch,
}));
