/** Strings of the content feature (namespace `content`); English is the reference. */
export const en = {
  empty: 'Nothing here yet',
  loadFailed: 'Could not load this page. Pull down or come back later.',
  serviceIntro: 'Questions about an order, a refund or your wallet? Reach us here.',
  merchant: {
    formTitle: 'Apply to open a shop',
    submit: 'Submit application',
    sent: 'Application sent. We will review it soon.',
    chooseCategory: 'Choose a category',
    confirm: 'Confirm',
    cancel: 'Cancel',
    field: {
      shop_name: 'Shop name',
      contact_name: 'Contact name',
      mobile: 'Mobile phone',
      email: 'Email',
      category_id: 'Category',
      description: 'What will you sell?',
    },
    required: {
      shop_name: 'Please fill in the shop name',
      contact_name: 'Please fill in the contact name',
      mobile: 'Please enter your mobile phone number',
      email: 'Please enter email',
      category_id: 'Please choose a category',
      description: 'Please describe what you will sell',
    },
    status: { auditing: 'Under review', passed: 'Approved', refused: 'Refused' },
  },
};

export type ContentMessages = typeof en;
