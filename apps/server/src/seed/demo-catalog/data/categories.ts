import type { CategoryKey, Localized } from '../types';

/** Category names per language; the keys and their display order are the contract's `CATEGORY_KEYS`. */
export const CATEGORY_NAMES: Record<CategoryKey, Localized> = {
  computer: { en: 'Computers', 'zh-cn': '电脑', ja: 'パソコン', ko: '컴퓨터', th: 'คอมพิวเตอร์', vi: 'Máy tính' },
  electrical: {
    en: 'Electrical Equipment',
    'zh-cn': '电器',
    ja: '電化製品',
    ko: '전자제품',
    th: 'เครื่องใช้ไฟฟ้า',
    vi: 'Thiết bị điện',
  },
  outdoors: { en: 'Outdoors', 'zh-cn': '户外', ja: 'アウトドア', ko: '아웃도어', th: 'กิจกรรมกลางแจ้ง', vi: 'Dã ngoại' },
  family_life: {
    en: 'Family Life',
    'zh-cn': '家居生活',
    ja: '暮らし・家庭',
    ko: '가정생활',
    th: 'บ้านและครอบครัว',
    vi: 'Đời sống gia đình',
  },
  health: { en: 'Health', 'zh-cn': '健康', ja: '健康', ko: '건강', th: 'สุขภาพ', vi: 'Sức khỏe' },
  mens_clothing: {
    en: "Men's Clothing",
    'zh-cn': '男装',
    ja: '紳士服',
    ko: '남성 의류',
    th: 'เสื้อผ้าผู้ชาย',
    vi: 'Thời trang nam',
  },
  womens_clothing: {
    en: "Women's Clothing",
    'zh-cn': '女装',
    ja: '婦人服',
    ko: '여성 의류',
    th: 'เสื้อผ้าผู้หญิง',
    vi: 'Thời trang nữ',
  },
  food: { en: 'Food', 'zh-cn': '食品', ja: '食品', ko: '식품', th: 'อาหาร', vi: 'Thực phẩm' },
  mobile_phone: {
    en: 'Mobile Phones',
    'zh-cn': '手机',
    ja: 'スマホ',
    ko: '휴대폰',
    th: 'โทรศัพท์มือถือ',
    vi: 'Điện thoại di động',
  },
  toys: { en: 'Toys', 'zh-cn': '玩具', ja: 'おもちゃ', ko: '장난감', th: 'ของเล่น', vi: 'Đồ chơi' },
};
