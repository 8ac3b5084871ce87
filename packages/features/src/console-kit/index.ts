// What the console's features share (they never import each other, and the shop never loads it): the `console`
// namespace's shared strings here, and the list, card, form, chooser and desk-table scaffolds of its screens,
// imported by path from console-kit/components, console-kit/desk and console-kit/api. The operator's session is
// lib's (`adminSession`), since the chat client reads it too.
export { consoleSharedLocales, joinConsoleLocales } from './locales';
