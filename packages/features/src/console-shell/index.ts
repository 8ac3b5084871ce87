export { ConsoleLoginScreen, type ConsoleLoginScreenProps } from './screens/login-screen';
export { DashboardScreen, type ConsolePaths } from './screens/dashboard-screen';
export { consoleShellLocales } from './locales';
export {
  ConsoleFrame,
  type ConsoleFrameProps,
  type ConsoleNavEntry,
  type ConsoleNavSection,
} from './components/console-frame';
