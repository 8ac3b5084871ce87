import type { ContentMessages } from './en';

export const th: ContentMessages = {
  empty: 'ยังไม่มีเนื้อหา',
  loadFailed: 'โหลดหน้านี้ไม่สำเร็จ ดึงลงเพื่อรีเฟรชหรือลองใหม่ภายหลัง',
  serviceIntro: 'มีคำถามเกี่ยวกับคำสั่งซื้อ การคืนเงิน หรือกระเป๋าเงิน ติดต่อเราได้ที่นี่',
  merchant: {
    formTitle: 'สมัครเปิดร้านค้า',
    submit: 'ส่งใบสมัคร',
    sent: 'ส่งใบสมัครแล้ว เราจะตรวจสอบโดยเร็ว',
    chooseCategory: 'เลือกหมวดหมู่',
    confirm: 'ยืนยัน',
    cancel: 'ยกเลิก',
    field: {
      shop_name: 'ชื่อร้านค้า',
      contact_name: 'ชื่อผู้ติดต่อ',
      mobile: 'เบอร์โทรศัพท์มือถือ',
      email: 'อีเมล',
      category_id: 'หมวดหมู่',
      description: 'คุณจะขายอะไร',
    },
    required: {
      shop_name: 'กรุณากรอกชื่อร้านค้า',
      contact_name: 'กรุณากรอกชื่อผู้ติดต่อ',
      mobile: 'กรุณากรอกเบอร์โทรศัพท์มือถือ',
      email: 'กรุณากรอกอีเมล',
      category_id: 'กรุณาเลือกหมวดหมู่',
      description: 'กรุณาอธิบายสินค้าที่คุณจะขาย',
    },
    status: { auditing: 'กำลังตรวจสอบ', passed: 'อนุมัติแล้ว', refused: 'ถูกปฏิเสธ' },
  },
};
