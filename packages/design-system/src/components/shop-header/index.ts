export { ShopHeader, type ShopHeaderProps, type ShopHeaderData } from './shop-header';
