import type { TableSpec } from '../table-spec';

/** Cart, orders and what follows them. Order lines keep a snapshot: later price edits never change history. */
export const orderTables: Record<string, TableSpec> = {
  addresses: {
    columns: {
      user_id: { ref: 'users', onDelete: 'cascade' },
      name: 'text',
      mobile: 'text',
      area: 'text',
      address: 'text',
      tag: 'text',
      is_default: 'bool',
      createtime: 'time',
      updatetime: 'time',
    },
    indexes: [['user_id']],
  },
  carts: {
    columns: {
      user_id: { ref: 'users', onDelete: 'cascade' },
      product_id: { ref: 'products', onDelete: 'cascade' },
      // 0 when the product has no SKUs, so the unique key below still holds.
      sku_id: 'int',
      quantity: 'int:1',
      selected: 'bool:1',
      createtime: 'time',
      updatetime: 'time',
    },
    unique: [['user_id', 'product_id', 'sku_id']],
  },
  promo_codes: {
    columns: {
      code: 'text',
      // fixed (amount in cents) | percent (1-100)
      type: 'text:fixed',
      amount: 'cents',
      percent: 'int',
      // NULL: platform-wide
      shop_id: { ref: 'shops', nullable: true, onDelete: 'cascade' },
      min_spend: 'cents',
      starttime: 'time',
      endtime: 'time',
      per_user_limit: 'int:1',
      total_limit: 'int',
      used_count: 'int',
      status: 'text:normal',
      createtime: 'time',
    },
    unique: [['code']],
  },
  orders: {
    columns: {
      order_sn: 'text',
      // One payment batch can hold one order per shop.
      pay_sn: 'text',
      user_id: { ref: 'users' },
      shop_id: { ref: 'shops' },
      // waiting_pay | waiting_deliver | delivered | received | completed | cancelled | refunding | refunded | after_sale
      status: 'text:waiting_pay',
      status_before_refund: 'text?',
      goods_amount: 'cents',
      freight: 'cents',
      discount: 'cents',
      total: 'cents',
      promo_code_id: { ref: 'promo_codes', nullable: true, onDelete: 'set null' },
      address: 'json{}',
      remark: 'text',
      express_company: 'text',
      express_number: 'text',
      createtime: 'time',
      paytime: 'time?',
      shiptime: 'time?',
      receivetime: 'time?',
      completetime: 'time?',
      canceltime: 'time?',
      updatetime: 'time',
    },
    unique: [['order_sn']],
    indexes: [
      ['user_id', 'status', 'createtime'],
      ['shop_id', 'status', 'createtime'],
      ['pay_sn'],
      ['status', 'createtime'],
    ],
  },
  order_items: {
    columns: {
      order_id: { ref: 'orders', onDelete: 'cascade' },
      product_id: 'int',
      sku_id: 'int',
      title: 'text',
      image: 'text',
      // Display text of the chosen spec, e.g. "Color: Red; Size: M".
      spec: 'text',
      price: 'cents',
      quantity: 'int',
      reviewed: 'bool',
      refunded_amount: 'cents',
      createtime: 'time',
    },
    indexes: [['order_id'], ['product_id']],
  },
  order_logistics: {
    columns: { order_id: { ref: 'orders', onDelete: 'cascade' }, text: 'text', createtime: 'time' },
    indexes: [['order_id', 'createtime']],
  },
  promo_code_uses: {
    columns: {
      promo_code_id: { ref: 'promo_codes', onDelete: 'cascade' },
      user_id: { ref: 'users', onDelete: 'cascade' },
      order_id: { ref: 'orders', nullable: true, onDelete: 'set null' },
      pay_sn: 'text',
      createtime: 'time',
    },
    indexes: [['promo_code_id', 'user_id']],
  },
  refunds: {
    columns: {
      refund_sn: 'text',
      order_id: { ref: 'orders' },
      user_id: { ref: 'users' },
      shop_id: { ref: 'shops' },
      // refund_only | return_refund
      type: 'text',
      amount: 'cents',
      // received | not_received
      goods_status: 'text',
      // order_item ids the refund covers, JSON array
      product_ids: 'json',
      reason: 'text',
      explanation: 'text',
      images: 'json',
      // pending | return_shipping | approved | refused | cancelled
      status: 'text:pending',
      return_company: 'text',
      return_number: 'text',
      remark: 'text',
      createtime: 'time',
      handletime: 'time?',
      updatetime: 'time',
    },
    unique: [['refund_sn']],
    indexes: [['order_id'], ['user_id', 'createtime'], ['shop_id', 'status']],
  },
  reviews: {
    columns: {
      order_id: { ref: 'orders' },
      order_item_id: { ref: 'order_items' },
      product_id: { ref: 'products', onDelete: 'cascade' },
      user_id: { ref: 'users' },
      shop_id: 'int',
      product_score: 'int:5',
      service_score: 'int:5',
      postage_score: 'int:5',
      content: 'text',
      images: 'json',
      status: 'text:normal',
      createtime: 'time',
    },
    unique: [['order_item_id']],
    indexes: [['product_id', 'createtime']],
  },
  notifications: {
    columns: {
      user_id: { ref: 'users', onDelete: 'cascade' },
      // order | refund | recharge | withdrawal
      type: 'text',
      title: 'text',
      content: 'text',
      ref: 'text',
      is_read: 'bool',
      createtime: 'time',
    },
    indexes: [['user_id', 'is_read', 'createtime']],
  },
};
