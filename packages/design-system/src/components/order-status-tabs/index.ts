export {
  OrderStatusTabs,
  orderStatusTabsDefaults,
  type OrderStatusTabsProps,
  type OrderStatusTab,
} from './order-status-tabs';
