import type { ConsoleChatMessages } from './en';

export const th: ConsoleChatMessages = {
  title: { chat: 'แชท' },
  inbox: {
    search: 'ผู้ซื้อหรือข้อความ',
    unreadOnly: 'เฉพาะที่ยังไม่อ่าน',
    empty: 'ยังไม่มีการสนทนา',
    pick: 'เลือกการสนทนาทางซ้าย',
    back: 'การสนทนาทั้งหมด',
    placeholder: 'ตอบกลับผู้ซื้อ',
    orders: 'คำสั่งซื้อกับร้านนี้',
    noOrders: 'ยังไม่มีคำสั่งซื้อกับร้านนี้',
    quickReplies: 'ข้อความตอบกลับด่วน',
    replies: {
      thanks: 'ขอบคุณสำหรับข้อความค่ะ ขอตรวจสอบให้สักครู่นะคะ',
      inStock: 'มีสินค้าพร้อมส่ง จัดส่งภายใน 24 ชั่วโมงค่ะ',
      onTheWay: 'พัสดุของคุณอยู่ระหว่างจัดส่ง ดูเลขพัสดุได้ที่คำสั่งซื้อค่ะ',
      anythingElse: 'ขออภัยที่ให้รอนะคะ มีอะไรให้ช่วยเพิ่มเติมไหมคะ',
    },
    newMessages: 'การสนทนาที่ยังไม่อ่าน {{count}} รายการ',
  },
};
