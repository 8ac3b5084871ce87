/** Strings of vouchers (namespace `vouchers`): collecting them, the shopper's own, choosing them at checkout. English is the reference. */
export const en = {
  title: 'Vouchers',
  mine: 'My vouchers',
  collect: 'Collect',
  collected: 'Collected',
  collectedToast: 'Voucher collected',
  use: 'Use',
  scope: { shop: 'Shop voucher', platform: 'Platform voucher', shipping: 'Shipping voucher' },
  value: {
    amount: '{{amount}} off',
    percent: '{{percent}}% off',
    shipping: '{{amount}} off shipping',
    freeShipping: 'Free shipping',
  },
  upTo: 'up to {{amount}}',
  minSpend: 'Min. spend {{amount}}',
  noMinimum: 'No minimum spend',
  validUntil: 'Valid until {{date}}',
  endsToday: 'Ends today',
  endsSoon: 'Ends in {{count}} days',
  status: { unused: 'Unused', used: 'Used', expired: 'Expired' },
  empty: {
    unused: 'No vouchers to use. Collect some on the home page and in shops.',
    used: 'No vouchers used yet',
    expired: 'No expired vouchers',
  },
  checkout: {
    shop: 'Shop voucher',
    platform: 'Platform voucher',
    shipping: 'Shipping voucher',
    none: 'None available',
    notUsed: 'Not used',
    choose: 'Choose a voucher',
    dontUse: "Don't use a voucher",
    saving: 'You save {{amount}}',
    best: 'The best saving is chosen for you',
    unusable: 'Cannot be used with this order',
  },
};

export type VoucherMessages = typeof en;
