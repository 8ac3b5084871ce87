/** Strings of the review feature (namespace `review`); English is the reference. */
export const en = {
  score: { product_score: 'Product', service_score: 'Service', postage_score: 'Delivery' },
  star: '{{n}} of {{max}} stars',
  content: 'Your review',
  placeholder: 'How was the product? Your words help other shoppers.',
  pictures: 'Pictures (up to 6)',
  addPicture: 'Add picture',
  uploading: 'Uploading…',
  remove: 'Remove',
  submit: 'Submit review',
  thanks: 'Thank you for your review',
  contentEmpty: 'Review content cannot be empty',
  notFound: 'This item cannot be reviewed.',
  myOrders: 'My orders',
};

export type ReviewMessages = typeof en;
