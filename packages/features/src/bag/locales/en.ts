/** Strings of the bag feature (namespace `bag`); English is the reference. */
export const en = {
  empty: 'Your bag is empty',
  goShopping: 'Go shopping',
  selectAll: 'All',
  selectShop: 'Select all of',
  select: 'Select',
  quantity: 'Quantity',
  total: 'Total',
  checkout: 'Checkout ({{count}})',
  delete: 'Delete',
  deleteConfirm: 'Remove this item from your bag?',
  invalid: 'Unavailable',
  invalidTitle: 'Unavailable items ({{count}})',
  clearInvalid: 'Clear unavailable items',
  clearInvalidConfirm: 'Remove all unavailable items from your bag?',
  selectToCheckout: 'Please select item to checkout',
  confirm: 'Remove',
  cancel: 'Cancel',
  onlyLeft: 'Only {{count}} left in stock, so the quantity is {{count}}',
};

export type BagMessages = typeof en;
