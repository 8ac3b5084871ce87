/** English strings of the discovery feature (the reference for the other languages). */
export const en = {
  sold: 'sold',
  favorableRate: 'positive',
  recommend: 'You may also like',
  recentlyViewed: 'Recently viewed',
  buyAgain: 'Buy again',
  popular: 'Popular right now',
  following: {
    empty: 'New products from the shops you follow show up here.',
    findShops: 'Find shops to follow',
    signIn: 'Sign in to see new products from the shops you follow.',
    signInAction: 'Sign in',
  },
  alerts: {
    header: 'Notifications',
    priceDrop: 'Price drops',
    priceDropHint: 'When a favourite gets cheaper',
    backInStock: 'Back in stock',
    backInStockHint: 'When a sold-out favourite is back',
  },
  push: {
    label: 'Push notifications',
    hint: 'On this device, even when Bazaar is closed',
    unsupported: 'This browser cannot receive push notifications here.',
    denied: 'Notifications are blocked for Bazaar. Allow them in your browser’s site settings.',
    failed: 'Push notifications could not be turned on. Please try again.',
  },
};

export type DiscoveryMessages = typeof en;
