import type { Bool, Cents, D, Id, JsonText, Time } from './columns';

export type OrderStatus =
  | 'waiting_pay'
  | 'waiting_deliver'
  | 'delivered'
  | 'received'
  | 'completed'
  | 'cancelled'
  | 'refunding'
  | 'refunded'
  | 'after_sale';

export interface AddressesTable {
  id: Id;
  user_id: number;
  name: D<string>;
  mobile: D<string>;
  area: D<string>;
  address: D<string>;
  tag: D<string>;
  is_default: Bool;
  createtime: Time;
  updatetime: Time;
}

export interface CartsTable {
  id: Id;
  user_id: number;
  product_id: number;
  sku_id: D<number>;
  quantity: D<number>;
  selected: Bool;
  createtime: Time;
  updatetime: Time;
}

export interface PromoCodesTable {
  id: Id;
  code: string;
  type: D<'fixed' | 'percent'>;
  amount: Cents;
  percent: D<number>;
  shop_id: number | null;
  min_spend: Cents;
  starttime: Time;
  endtime: Time;
  per_user_limit: D<number>;
  total_limit: D<number>;
  used_count: D<number>;
  status: D<string>;
  createtime: Time;
}

export interface PromoCodeUsesTable {
  id: Id;
  promo_code_id: number;
  user_id: number;
  order_id: number | null;
  pay_sn: D<string>;
  createtime: Time;
}

export interface OrdersTable {
  id: Id;
  order_sn: string;
  pay_sn: string;
  user_id: number;
  shop_id: number;
  status: D<OrderStatus>;
  status_before_refund: OrderStatus | null;
  goods_amount: Cents;
  freight: Cents;
  discount: Cents;
  total: Cents;
  promo_code_id: number | null;
  /** JSON snapshot of the address at checkout */
  address: JsonText;
  remark: D<string>;
  express_company: D<string>;
  express_number: D<string>;
  createtime: Time;
  paytime: number | null;
  shiptime: number | null;
  receivetime: number | null;
  completetime: number | null;
  canceltime: number | null;
  updatetime: Time;
}

export interface OrderItemsTable {
  id: Id;
  order_id: number;
  product_id: number;
  sku_id: D<number>;
  title: string;
  image: D<string>;
  spec: D<string>;
  price: Cents;
  quantity: number;
  reviewed: Bool;
  refunded_amount: Cents;
  /** The flash item the line was bought at (migration 0028); null: the normal price. */
  flash_item_id: number | null;
  createtime: Time;
}

export interface OrderLogisticsTable {
  id: Id;
  order_id: number;
  /** A message key when params is set (rendered per reader), else the text as typed. */
  text: string;
  params: D<string>;
  createtime: Time;
}

export interface RefundsTable {
  id: Id;
  refund_sn: string;
  order_id: number;
  user_id: number;
  shop_id: number;
  type: 'refund_only' | 'return_refund';
  amount: Cents;
  goods_status: D<string>;
  product_ids: JsonText;
  reason: D<string>;
  explanation: D<string>;
  images: JsonText;
  status: D<'pending' | 'return_shipping' | 'approved' | 'refused' | 'cancelled'>;
  return_company: D<string>;
  return_number: D<string>;
  remark: D<string>;
  createtime: Time;
  handletime: number | null;
  updatetime: Time;
}

export interface ReviewsTable {
  id: Id;
  order_id: number;
  order_item_id: number;
  product_id: number;
  user_id: number;
  shop_id: D<number>;
  product_score: D<number>;
  service_score: D<number>;
  postage_score: D<number>;
  content: D<string>;
  images: JsonText;
  status: D<string>;
  createtime: Time;
}

export interface NotificationsTable {
  id: Id;
  user_id: number;
  type: string;
  title: D<string>;
  content: D<string>;
  /** JSON parameters of the title/content message keys (migration 0006); '' for plain text */
  params: D<string>;
  ref: D<string>;
  is_read: Bool;
  createtime: Time;
}
