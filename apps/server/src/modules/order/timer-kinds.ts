/** The jobs-table kinds of the order timers (ref = order id). */
export const AUTO_CANCEL = 'order_auto_cancel';
export const AUTO_RECEIVE = 'order_auto_receive';
export const AUTO_COMPLETE = 'order_auto_complete';
