import type { BagMessages } from './en';

export const th: BagMessages = {
  empty: 'ถุงช้อปปิ้งของคุณว่างเปล่า',
  goShopping: 'ไปช้อปปิ้ง',
  selectAll: 'ทั้งหมด',
  selectShop: 'เลือกทั้งหมดของ',
  select: 'เลือก',
  quantity: 'จำนวน',
  total: 'รวม',
  checkout: 'ชำระเงิน ({{count}})',
  delete: 'ลบ',
  deleteConfirm: 'ลบสินค้านี้ออกจากถุงช้อปปิ้งหรือไม่?',
  invalid: 'ไม่พร้อมขาย',
  invalidTitle: 'สินค้าที่ไม่พร้อมขาย ({{count}})',
  clearInvalid: 'ล้างสินค้าที่ไม่พร้อมขาย',
  clearInvalidConfirm: 'ลบสินค้าที่ไม่พร้อมขายทั้งหมดหรือไม่?',
  selectToCheckout: 'กรุณาเลือกสินค้าที่จะชำระเงิน',
  confirm: 'ลบ',
  cancel: 'ยกเลิก',
  onlyLeft: 'เหลือในสต็อกเพียง {{count}} ชิ้น จึงปรับจำนวนเป็น {{count}}',
};
