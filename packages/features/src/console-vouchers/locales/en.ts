/**
 * Strings of the console's vouchers. They join the `console` namespace (`joinConsoleLocales` in lib), with the
 * pages' titles; a voucher's value and condition come from the shop's `vouchers` namespace. English is the reference.
 */
export const en = {
  title: { vouchers: 'Vouchers', voucherEdit: 'Voucher' },
  voucher: {
    new: 'New voucher',
    scopeFilter: 'Filter by kind of voucher',
    scope: { all: 'All', shop: 'Shop', platform: 'Platform', shipping: 'Shipping' },
    scopeHint: {
      shop: 'On one shop’s goods, paid by the shop',
      platform: 'On all goods of a checkout, paid by the platform',
      shipping: 'On the freight, paid by the platform',
    },
    state: { live: 'Live', upcoming: 'Not started', ended: 'Ended', stopped: 'Stopped' },
    field: {
      title: 'Title',
      scope: 'Voucher for',
      shop: 'Shop',
      kind: 'Discount',
      amount: 'Amount off',
      percent: 'Percent off',
      valueAmount: 'Amount off',
      valuePercent: 'Percent off (1–90)',
      maxDiscount: 'At most off',
      maxDiscountHint: 'Empty: no cap',
      minSpend: 'Minimum spend',
      minSpendHint: '0: none',
      startsAt: 'Starts',
      endsAt: 'Ends',
      total: 'How many to hand out',
      perUser: 'Per shopper',
      offer: 'Discount',
      validity: 'Valid',
      collected: 'Collected',
      used: 'Used',
      discountTotal: 'Taken off orders',
    },
    choose: 'Choose',
    edit: 'Edit',
    stop: 'Stop',
    stopConfirm:
      'Stop “{{title}}”? Shoppers can no longer collect it, and the ones they hold no longer apply. This cannot be undone.',
    stopped: 'Voucher stopped',
    required: 'Please fill in {{field}}',
    notFound: 'This voucher is not yours or no longer exists',
  },
};
export type ConsoleVoucherMessages = typeof en;
