import type { DiscoveryMessages } from './en';

export const th: DiscoveryMessages = {
  sold: 'ขายแล้ว',
  favorableRate: 'รีวิวดี',
  recommend: 'สินค้าที่คุณอาจชอบ',
  recentlyViewed: 'ดูล่าสุด',
  buyAgain: 'ซื้ออีกครั้ง',
  popular: 'สินค้ายอดนิยมตอนนี้',
  following: {
    empty: 'สินค้าใหม่จากร้านที่คุณติดตามจะแสดงที่นี่',
    findShops: 'ค้นหาร้านที่จะติดตาม',
    signIn: 'เข้าสู่ระบบเพื่อดูสินค้าใหม่จากร้านที่คุณติดตาม',
    signInAction: 'เข้าสู่ระบบ',
  },
  alerts: {
    header: 'การแจ้งเตือน',
    priceDrop: 'แจ้งเตือนราคาลด',
    priceDropHint: 'เมื่อสินค้าในรายการโปรดราคาลดลง',
    backInStock: 'แจ้งเตือนสินค้ากลับมา',
    backInStockHint: 'เมื่อสินค้าในรายการโปรดที่หมดกลับมามีสต็อก',
  },
  push: {
    label: 'การแจ้งเตือนแบบพุช',
    hint: 'บนอุปกรณ์นี้ แม้ปิด Bazaar อยู่',
    unsupported: 'เบราว์เซอร์นี้รับการแจ้งเตือนแบบพุชที่นี่ไม่ได้',
    denied: 'การแจ้งเตือนของ Bazaar ถูกบล็อกไว้ โปรดอนุญาตในการตั้งค่าเว็บไซต์ของเบราว์เซอร์',
    failed: 'เปิดการแจ้งเตือนแบบพุชไม่สำเร็จ โปรดลองอีกครั้ง',
  },
};
