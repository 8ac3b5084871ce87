import type { ReviewMessages } from './en';

export const th: ReviewMessages = {
  score: { product_score: 'สินค้า', service_score: 'บริการ', postage_score: 'การจัดส่ง' },
  star: '{{n}} จาก {{max}} ดาว',
  content: 'รีวิวของคุณ',
  placeholder: 'สินค้าเป็นอย่างไรบ้าง รีวิวของคุณช่วยผู้ซื้อคนอื่นได้',
  pictures: 'รูปภาพ (สูงสุด 6 รูป)',
  addPicture: 'เพิ่มรูปภาพ',
  uploading: 'กำลังอัปโหลด…',
  remove: 'ลบ',
  submit: 'ส่งรีวิว',
  thanks: 'ขอบคุณสำหรับรีวิว',
  contentEmpty: 'เนื้อหารีวิวต้องไม่ว่างเปล่า',
  notFound: 'ไม่สามารถรีวิวสินค้านี้ได้',
  myOrders: 'คำสั่งซื้อของฉัน',
};
