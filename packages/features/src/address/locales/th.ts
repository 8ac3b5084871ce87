import type { AddressMessages } from './en';

export const th: AddressMessages = {
  empty: 'ยังไม่มีที่อยู่ เพิ่มที่อยู่เพื่อสั่งซื้อ',
  add: 'เพิ่มที่อยู่ใหม่',
  default: 'ค่าเริ่มต้น',
  setDefault: 'ตั้งเป็นค่าเริ่มต้น',
  defaultSet: 'ตั้งเป็นที่อยู่เริ่มต้นแล้ว',
  edit: 'แก้ไข',
  delete: 'ลบ',
  cancel: 'ยกเลิก',
  deleteConfirm: 'ลบที่อยู่นี้หรือไม่',
  deleted: 'ลบที่อยู่แล้ว',
  save: 'บันทึก',
  saved: 'บันทึกที่อยู่แล้ว',
  field: {
    name: 'ผู้รับ',
    mobile: 'เบอร์โทรศัพท์มือถือ',
    area: 'พื้นที่',
    address: 'ที่อยู่โดยละเอียด',
    tag: 'แท็ก',
    isDefault: 'ตั้งเป็นที่อยู่เริ่มต้น',
  },
  placeholder: {
    name: 'ชื่อผู้รับพัสดุ',
    mobile: 'เบอร์โทรศัพท์มือถือ',
    area: 'จังหวัด อำเภอ ตำบล',
    address: 'ถนน อาคาร เลขห้อง',
    tag: 'เช่น บ้าน',
  },
  tags: { home: 'บ้าน', work: 'ที่ทำงาน', school: 'โรงเรียน' },
  msg: {
    enterAddressee: 'กรุณากรอกชื่อผู้รับ',
    enterMobile: 'กรุณากรอกเบอร์โทรศัพท์มือถือ',
    fillArea: 'กรุณากรอกพื้นที่',
    fillDetail: 'กรุณากรอกที่อยู่โดยละเอียด',
    fillTag: 'กรุณากรอกแท็ก',
  },
};
