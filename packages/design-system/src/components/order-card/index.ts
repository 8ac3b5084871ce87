export { OrderCard, orderCardDefaults, type OrderCardProps, type OrderCardData } from './order-card';
export {
  OrderActionButtons,
  type OrderActionButtonsProps,
  type OrderCardAction,
} from './components/order-action-buttons';
export { OrderLine, type OrderLineProps, type OrderLineData } from './components/order-line';
