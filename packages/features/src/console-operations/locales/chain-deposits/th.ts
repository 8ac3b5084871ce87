import type { en } from './en';

export const th: typeof en = {
  status: {
    below_min: 'ต่ำกว่าขั้นต่ำ',
    seen: 'กำลังยืนยัน',
    credited: 'เข้าบัญชีแล้ว',
    dropped: 'หายจากเชน',
  },
  deposits: {
    views: 'การเติมเงินที่แสดง',
    audits: 'ตรวจสอบ',
    chain: 'ฝากผ่านเชน',
    network: 'เครือข่าย',
    allNetworks: 'ทุกเครือข่าย',
    search: 'รหัสผู้ใช้ ธุรกรรม หรือที่อยู่',
    received: 'ได้รับ',
    tooLarge: 'จำนวนมากเกินกว่าจะเข้าบัญชีอัตโนมัติ',
    toAddress: 'ที่อยู่ของผู้ใช้',
    from: 'ส่งจาก',
    transaction: 'ธุรกรรม',
    block: 'บล็อก',
    topUp: 'รายการเติมเงิน',
    belowMinHint: 'ต่ำกว่ายอดขั้นต่ำของเครือข่าย: บันทึกไว้แต่ไม่เข้าบัญชี โปรดดำเนินการด้วยตนเอง',
    passedBy: 'อนุมัติโดย',
    watcher: 'ตัวเฝ้าดูเชน',
  },
};
