import type { FlashMessages } from './en';

export const th: FlashMessages = {
  title: 'แฟลชดีล',
  label: 'แฟลชดีล',
  seeAll: 'ดูทั้งหมด',
  endsIn: 'สิ้นสุดใน',
  startsIn: 'เริ่มใน',
  live: 'กำลังขาย',
  upcoming: 'เร็วๆ นี้',
  soldCount: 'ขายแล้ว {{sold}} ชิ้น',
  soldOut: 'ขายหมดแล้ว',
  soldOutNote: 'สินค้าราคาแฟลชดีลขายหมดแล้ว',
  perShopper: 'จำกัด {{count}} ชิ้นต่อคน',
  flashPriceAt: 'ราคาแฟลชดีลเริ่ม {{time}}',
  buyNow: 'ซื้อเลย',
  view: 'ดูสินค้า',
  empty: 'ยังไม่มีแฟลชดีลในขณะนี้ กลับมาดูใหม่เร็วๆ นี้',
  emptySession: 'แฟลชดีลนี้ยังไม่มีสินค้า',
};
