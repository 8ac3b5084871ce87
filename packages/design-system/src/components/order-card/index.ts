export {
  OrderCard,
  orderCardDefaults,
  type OrderCardProps,
  type OrderCardData,
  type OrderCardAction,
} from './order-card';
export { OrderLine, type OrderLineProps, type OrderLineData } from './components/order-line';
