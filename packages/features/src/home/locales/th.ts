import type { HomeMessages } from './en';

export const th: HomeMessages = {
  searchPlaceholder: 'ค้นหาสินค้า',
  categories: 'หมวดหมู่',
  hotProducts: 'สินค้าขายดี',
  newProducts: 'สินค้ามาใหม่',
  hotShops: 'ร้านค้ายอดนิยม',
  moreToLove: 'สินค้าแนะนำ',
  more: 'ดูเพิ่มเติม',
  myVouchers: 'โค้ดของฉัน',
  sold: 'ขายแล้ว',
  favorableRate: 'พอใจ',
  rating: 'คะแนน',
};
