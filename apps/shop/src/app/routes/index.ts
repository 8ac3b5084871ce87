import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '../../config/paths';

export interface BuiltRoute {
  name: RouteName;
  /** Shown in the bottom tab bar. */
  tab?: boolean;
  Component: LazyExoticComponent<ComponentType>;
}

/** The screens that exist, each loaded on demand. A route joins here when its screen is built. */
export const builtRoutes: BuiltRoute[] = [
  { name: 'home', tab: true, Component: lazy(() => import('./home')) },
  { name: 'login', Component: lazy(() => import('./login')) },
  { name: 'register', Component: lazy(() => import('./register')) },
  { name: 'forgotPassword', Component: lazy(() => import('./forgot-password')) },
  { name: 'changePassword', Component: lazy(() => import('./change-password')) },
  { name: 'changePayPwd', Component: lazy(() => import('./change-pay-pwd')) },
  { name: 'passwords', Component: lazy(() => import('./passwords')) },
  { name: 'security', Component: lazy(() => import('./security')) },
  { name: 'profile', Component: lazy(() => import('./profile')) },
  { name: 'filter', tab: true, Component: lazy(() => import('./filter')) },
  { name: 'setting', Component: lazy(() => import('./setting')) },
  { name: 'language', Component: lazy(() => import('./language')) },
  { name: 'shopStreet', tab: true, Component: lazy(() => import('./shop-street')) },
  { name: 'explore', tab: true, Component: lazy(() => import('./explore')) },
  { name: 'search', Component: lazy(() => import('./search')) },
  { name: 'popular', Component: lazy(() => import('./popular')) },
  { name: 'products', Component: lazy(() => import('./products')) },
  { name: 'detail', Component: lazy(() => import('./detail')) },
  { name: 'shop', Component: lazy(() => import('./shop')) },
  { name: 'myFavourite', Component: lazy(() => import('./my-favourite')) },
  { name: 'bag', tab: true, Component: lazy(() => import('./bag')) },
  { name: 'checkout', Component: lazy(() => import('./checkout')) },
  { name: 'payment', Component: lazy(() => import('./payment')) },
  { name: 'order', Component: lazy(() => import('./order')) },
  { name: 'myPurchases', Component: lazy(() => import('./my-purchases')) },
  { name: 'orderInfo', Component: lazy(() => import('./order-info')) },
  { name: 'topUp', Component: lazy(() => import('./top-up')) },
  { name: 'walletTopUp', Component: lazy(() => import('./wallet-top-up')) },
  { name: 'cardTopUp', Component: lazy(() => import('./card-top-up')) },
  { name: 'topUpRecord', Component: lazy(() => import('./top-up-record')) },
  { name: 'withDraw', Component: lazy(() => import('./with-draw')) },
  { name: 'depositRecord', Component: lazy(() => import('./deposit-record')) },
  { name: 'capitalRecord', Component: lazy(() => import('./capital-record')) },
  { name: 'address', Component: lazy(() => import('./address')) },
  { name: 'addressForm', Component: lazy(() => import('./address-form')) },
  { name: 'refund', Component: lazy(() => import('./refund')) },
  { name: 'comment', Component: lazy(() => import('./comment')) },
  { name: 'notification', Component: lazy(() => import('./notification')) },
  { name: 'helpAndSupport', Component: lazy(() => import('./help-and-support')) },
  { name: 'law', Component: lazy(() => import('./law')) },
  { name: 'platform', Component: lazy(() => import('./platform')) },
  { name: 'service', Component: lazy(() => import('./service')) },
  { name: 'heart', Component: lazy(() => import('./heart')) },
];
