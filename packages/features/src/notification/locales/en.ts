/** Strings of the notification feature (namespace `notification`); English is the reference. */
export const en = {
  markAll: 'Mark all as read',
  empty: 'No notifications yet',
  unread: 'Unread',
  type: {
    order: 'Order',
    refund: 'Refund',
    recharge: 'Top up',
    extract: 'Withdrawal',
    price_drop: 'Price drop',
    back_in_stock: 'Back in stock',
    flash: 'Flash deal',
  },
};

export type NotificationMessages = typeof en;
