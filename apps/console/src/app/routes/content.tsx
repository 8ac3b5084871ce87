import {
  ArticleEditScreen,
  ArticlesScreen,
  BannerEditScreen,
  BannersScreen,
  ContentHubScreen,
  NetworkEditScreen,
  NetworksScreen,
  PromoEditScreen,
  PromosScreen,
} from '@bazaar/features/console-content';
import { paths } from '../../config/pages';

// The content editors: a menu, lists, and editors at <list>/<id> (or <list>/new).
export const Content = () => <ContentHubScreen paths={paths} />;
export const Banners = () => <BannersScreen paths={paths} />;
export const BannerEdit = () => <BannerEditScreen paths={paths} />;
export const Networks = () => <NetworksScreen paths={paths} />;
export const NetworkEdit = () => <NetworkEditScreen paths={paths} />;
export const Promos = () => <PromosScreen paths={paths} />;
export const PromoEdit = () => <PromoEditScreen paths={paths} />;
export const Articles = () => <ArticlesScreen paths={paths} />;
export const ArticleEdit = () => <ArticleEditScreen paths={paths} />;
