import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '../../config/paths';
import type * as Screens from './content';

const screen = (name: keyof typeof Screens) => lazy(() => import('./content').then((m) => ({ default: m[name] })));

/** The content editors' routes, one chunk for all nine screens. */
export const contentRoutes: { name: RouteName; Component: LazyExoticComponent<ComponentType> }[] = [
  { name: 'content', Component: screen('Content') },
  { name: 'banners', Component: screen('Banners') },
  { name: 'bannerEdit', Component: screen('BannerEdit') },
  { name: 'networks', Component: screen('Networks') },
  { name: 'networkEdit', Component: screen('NetworkEdit') },
  { name: 'promos', Component: screen('Promos') },
  { name: 'promoEdit', Component: screen('PromoEdit') },
  { name: 'articles', Component: screen('Articles') },
  { name: 'articleEdit', Component: screen('ArticleEdit') },
];
