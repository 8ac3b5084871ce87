export { HomeScreen, type HomeScreenProps } from './screens/home-screen';
export { homeLocales } from './locales';
export { useHome } from './api/get-home';
export { useProductFeed } from './api/get-product-feed';
