import type { ReviewMessages } from './en';

export const ja: ReviewMessages = {
  score: { product_score: '商品', service_score: 'サービス', postage_score: '配送' },
  star: '{{max}} 点中 {{n}} 点',
  content: 'レビュー',
  placeholder: '商品はいかがでしたか？ほかのお客様の参考になります。',
  pictures: '画像（最大 6 枚）',
  addPicture: '画像を追加',
  uploading: 'アップロード中…',
  remove: '削除',
  submit: 'レビューを投稿',
  thanks: 'レビューありがとうございます',
  contentEmpty: 'レビュー内容を入力してください',
  notFound: 'この商品はレビューできません。',
  myOrders: '注文履歴',
};
