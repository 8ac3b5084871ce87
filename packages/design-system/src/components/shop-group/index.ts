export { ShopGroup, shopGroupDefaults, type ShopGroupProps } from './shop-group';
