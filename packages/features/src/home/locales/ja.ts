import type { HomeMessages } from './en';

export const ja: HomeMessages = {
  searchPlaceholder: '商品を検索',
  categories: 'カテゴリー',
  hotProducts: '売れ筋商品',
  newProducts: '新着商品',
  hotShops: '人気ショップ',
  moreToLove: 'おすすめ',
  more: 'もっと見る',
  myVouchers: 'マイクーポン',
  sold: '販売',
  favorableRate: '高評価',
  rating: '評価',
};
