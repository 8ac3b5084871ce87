// The pieces the console's features share (they never import each other): the operator's session,
// the `console` namespace's shared strings, and the list, card, form and chooser scaffolds of its screens
// (imported by path from lib/console/components and lib/console/api).
export { adminSession, useAdmin } from './session';
export { consoleSharedLocales, joinConsoleLocales } from './locales';
