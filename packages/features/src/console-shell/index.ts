export { ConsoleLoginScreen, type ConsoleLoginScreenProps } from './screens/login-screen';
export { DashboardScreen, type ConsolePaths } from './screens/dashboard-screen';
export { consoleShellLocales } from './locales';
