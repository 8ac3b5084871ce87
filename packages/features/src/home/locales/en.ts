/** Strings of the home feature (namespace `home`); English is the reference. */
export const en = {
  searchPlaceholder: 'Search products',
  categories: 'Categories',
  hotProducts: 'Hot products',
  newProducts: 'New arrivals',
  hotShops: 'Hot shops',
  moreToLove: 'More to love',
  more: 'More',
  myVouchers: 'My vouchers',
  sold: 'sold',
  favorableRate: 'positive',
  rating: 'rating',
};

export type HomeMessages = typeof en;
