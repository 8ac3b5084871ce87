/** Strings of flash sales (namespace `flash`): the home strip, the flash page, a product's flash band. English is the reference. */
export const en = {
  title: 'Flash deals',
  label: 'Flash deal',
  seeAll: 'See all',
  endsIn: 'Ends in',
  startsIn: 'Starts in',
  live: 'Live now',
  upcoming: 'Upcoming',
  soldCount: '{{sold}} sold',
  soldOut: 'Sold out',
  soldOutNote: 'Sold out at the flash price',
  perShopper: 'Up to {{count}} per shopper',
  flashPriceAt: 'Flash price from {{time}}',
  buyNow: 'Buy now',
  view: 'View',
  empty: 'No flash deals right now. Come back soon.',
  emptySession: 'No products in this flash sale yet',
  remindMe: 'Remind me',
  reminderSet: 'Reminder set',
  reminderOn: 'We’ll remind you when it starts',
  reminderOff: 'Reminder cancelled',
  leftForYou: '{{count}} left for you at the flash price',
  limitReached: 'Limit reached',
};

export type FlashMessages = typeof en;
