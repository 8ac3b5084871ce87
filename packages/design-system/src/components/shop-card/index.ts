export { ShopCard, shopCardDefaults, type ShopCardProps, type ShopCardData } from './shop-card';
