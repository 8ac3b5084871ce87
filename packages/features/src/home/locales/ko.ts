import type { HomeMessages } from './en';

export const ko: HomeMessages = {
  searchPlaceholder: '상품 검색',
  categories: '카테고리',
  hotProducts: '인기 상품',
  newProducts: '신상품',
  hotShops: '인기 상점',
  moreToLove: '추천 상품',
  more: '더보기',
  myVouchers: '내 쿠폰',
  sold: '판매',
  favorableRate: '만족',
  rating: '평점',
};
