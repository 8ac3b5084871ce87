export { MyPurchasesScreen } from './screens/my-purchases-screen';
export { OrderInfoScreen, type OrderInfoScreenProps } from './screens/order-info-screen';
export { OrdersOverviewScreen } from './screens/orders-overview-screen';
export { ordersLocales } from './locales';
export { useOrderActions } from './components/use-order-actions';
