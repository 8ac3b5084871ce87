import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '../../config/paths';

export interface BuiltRoute {
  name: RouteName;
  /** Shown in the bottom tab bar. */
  tab?: boolean;
  /** Downloads the screen's chunk (at start-up, alongside the language, for the page opened). */
  load: () => Promise<{ default: ComponentType }>;
  Component: LazyExoticComponent<ComponentType>;
}

const route = (name: RouteName, load: BuiltRoute['load'], tab?: boolean): BuiltRoute => ({
  name,
  tab,
  load,
  Component: lazy(load),
});

/** The screens that exist, each loaded on demand. A route joins here when its screen is built. */
export const builtRoutes: BuiltRoute[] = [
  route('home', () => import('./home'), true),
  route('login', () => import('./login')),
  route('register', () => import('./register')),
  route('forgotPassword', () => import('./forgot-password')),
  route('changePassword', () => import('./change-password')),
  route('changePayPwd', () => import('./change-pay-pwd')),
  route('passwords', () => import('./passwords')),
  route('security', () => import('./security')),
  route('profile', () => import('./profile')),
  route('filter', () => import('./filter'), true),
  route('setting', () => import('./setting')),
  route('language', () => import('./language')),
  route('shopStreet', () => import('./shop-street'), true),
  route('explore', () => import('./explore'), true),
  route('search', () => import('./search')),
  route('popular', () => import('./popular')),
  route('products', () => import('./products')),
  route('detail', () => import('./detail')),
  route('shop', () => import('./shop')),
  route('myFavourite', () => import('./my-favourite')),
  route('bag', () => import('./bag'), true),
  route('checkout', () => import('./checkout')),
  route('payment', () => import('./payment')),
  route('order', () => import('./order')),
  route('myPurchases', () => import('./my-purchases')),
  route('orderInfo', () => import('./order-info')),
  route('topUp', () => import('./top-up')),
  route('walletTopUp', () => import('./wallet-top-up')),
  route('cardTopUp', () => import('./card-top-up')),
  route('topUpRecord', () => import('./top-up-record')),
  route('withDraw', () => import('./with-draw')),
  route('depositRecord', () => import('./deposit-record')),
  route('capitalRecord', () => import('./capital-record')),
  route('address', () => import('./address')),
  route('addressForm', () => import('./address-form')),
  route('refund', () => import('./refund')),
  route('comment', () => import('./comment')),
  route('notification', () => import('./notification')),
  route('helpAndSupport', () => import('./help-and-support')),
  route('law', () => import('./law')),
  route('platform', () => import('./platform')),
  route('service', () => import('./service')),
  route('heart', () => import('./heart')),
];
