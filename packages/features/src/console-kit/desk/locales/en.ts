/**
 * The console's desk strings: the side navigation's groups, the tables' words and filters, and
 * the bulk actions. They join the `console` namespace. English is the reference.
 */
export const en = {
  nav: {
    label: 'Console',
    back: 'Back',
    money: 'Money',
    orders: 'Orders',
    catalog: 'Catalog',
    content: 'Content',
    people: 'People',
    settings: 'Settings',
  },
  table: {
    empty: 'Nothing matches these filters',
    loading: 'Loading…',
    pageSize: 'Rows per page',
    range: '{{from}}–{{to}} of {{total}}',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageOf: 'Page {{page}} of {{pages}}',
    selectAll: 'Select all rows on this page',
    selectRow: 'Select {{name}}',
    selected: '{{count}} selected',
    clearSelection: 'Clear selection',
    sortAscending: 'sort ascending',
    sortDescending: 'sort descending',
  },
  filter: {
    label: 'Filters',
    shop: 'Shop',
    allShops: 'All shops',
    from: 'From',
    to: 'To',
  },
  desk: {
    orderNo: 'Order no.',
    items: 'Items',
    itemsMore: '{{first}} and {{count}} more',
    rating: 'Rating',
    status: 'Status',
    shipSelected: 'Ship selected',
    shipTitle: 'Ship {{count}} orders with one carrier',
    trackingFor: 'Tracking number for {{order}}',
    shipMissing: 'Please fill in the carrier and a tracking number for every order',
    shipped: '{{count}} orders shipped',
    shelved: '{{count}} products updated',
  },
};
export type ConsoleDeskMessages = typeof en;
