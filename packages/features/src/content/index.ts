export { ArticlesScreen } from './screens/articles-screen';
export { ServiceScreen } from './screens/service-screen';
export { contentLocales } from './locales';
