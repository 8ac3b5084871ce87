/**
 * Strings of the console's chat inbox. They join the `console` namespace (`joinConsoleLocales` in lib); the
 * bubbles' own strings come from the shop's `chat` namespace. English is the reference.
 */
export const en = {
  title: { chat: 'Chat' },
  inbox: {
    search: 'Shopper or message',
    unreadOnly: 'Unread only',
    empty: 'No conversations yet',
    pick: 'Choose a conversation on the left.',
    back: 'All conversations',
    placeholder: 'Reply to the shopper',
    orders: 'Orders with this shop',
    noOrders: 'No orders with this shop yet',
    quickReplies: 'Quick replies',
    replies: {
      thanks: 'Thank you for your message! Let me check that for you.',
      inStock: 'Yes, it is in stock and ships within 24 hours.',
      onTheWay: 'Your parcel is on its way; the tracking number is on your order.',
      anythingElse: 'Sorry for the wait. Is there anything else I can help with?',
    },
    away: {
      title: 'Away message',
      on: 'On',
      off: 'Off',
      hint: "While it is on, a shopper's first message of the day gets this answer automatically.",
      placeholder: 'e.g. We are away until Monday and will answer then.',
      save: 'Save',
      saved: 'Saved',
    },
    newMessages: 'Unread conversations: {{count}}',
  },
};

export type ConsoleChatMessages = typeof en;
