import type { Trx } from '../db';
import type { Localized } from './demo-catalog/types';

const MONTH = 30 * 86_400;

interface DemoVoucher {
  scope: 'shop' | 'platform' | 'shipping';
  /** Which demo shop, by its place in the catalog (shop vouchers only). */
  shop?: 0 | 1;
  kind: 'amount' | 'percent';
  value: number;
  max_discount: number | null;
  min_spend: number;
  total: number;
  per_user: number;
  titles: Localized;
}

/** A few vouchers so the shop has something to show: the platform's, free shipping, and two shops' own. */
export const DEMO_VOUCHERS: DemoVoucher[] = [
  {
    scope: 'platform',
    kind: 'amount',
    value: 500,
    max_discount: null,
    min_spend: 5_000,
    total: 1_000,
    per_user: 1,
    titles: {
      en: '$5 off orders over $50',
      'zh-cn': '满 50 美元减 5 美元',
      ja: '50ドル以上のご注文で5ドル引き',
      ko: '50달러 이상 주문 시 5달러 할인',
      th: 'ลด 5 ดอลลาร์ เมื่อสั่งซื้อครบ 50 ดอลลาร์',
      vi: 'Giảm 5 đô cho đơn từ 50 đô',
    },
  },
  {
    scope: 'platform',
    kind: 'percent',
    value: 10,
    max_discount: 2_000,
    min_spend: 3_000,
    total: 500,
    per_user: 1,
    titles: {
      en: '10% off, up to $20',
      'zh-cn': '9 折，最多减 20 美元',
      ja: '10%オフ（最大20ドル）',
      ko: '10% 할인 (최대 20달러)',
      th: 'ลด 10% สูงสุด 20 ดอลลาร์',
      vi: 'Giảm 10%, tối đa 20 đô',
    },
  },
  {
    scope: 'shipping',
    kind: 'amount',
    value: 800,
    max_discount: null,
    min_spend: 0,
    total: 2_000,
    per_user: 2,
    titles: {
      en: 'Free shipping up to $8',
      'zh-cn': '免运费（最高 8 美元）',
      ja: '送料無料（最大8ドル）',
      ko: '무료 배송 (최대 8달러)',
      th: 'ส่งฟรี สูงสุด 8 ดอลลาร์',
      vi: 'Miễn phí vận chuyển tối đa 8 đô',
    },
  },
  {
    scope: 'shop',
    shop: 0,
    kind: 'amount',
    value: 300,
    max_discount: null,
    min_spend: 2_000,
    total: 300,
    per_user: 1,
    titles: {
      en: '$3 off $20 in this shop',
      'zh-cn': '本店满 20 美元减 3 美元',
      ja: '当店で20ドル以上3ドル引き',
      ko: '이 상점에서 20달러 이상 구매 시 3달러 할인',
      th: 'ลด 3 ดอลลาร์ เมื่อซื้อครบ 20 ดอลลาร์ในร้านนี้',
      vi: 'Giảm 3 đô cho đơn từ 20 đô tại cửa hàng này',
    },
  },
  {
    scope: 'shop',
    shop: 1,
    kind: 'percent',
    value: 15,
    max_discount: 1_000,
    min_spend: 0,
    total: 200,
    per_user: 1,
    titles: {
      en: '15% off in this shop, up to $10',
      'zh-cn': '本店 85 折，最多减 10 美元',
      ja: '当店で15%オフ（最大10ドル）',
      ko: '이 상점 15% 할인 (최대 10달러)',
      th: 'ลด 15% ในร้านนี้ สูงสุด 10 ดอลลาร์',
      vi: 'Giảm 15% tại cửa hàng này, tối đa 10 đô',
    },
  },
];

/** The demo vouchers, valid from seeding for a month; shop vouchers go to the catalog's first two shops. */
export async function insertDemoVouchers(trx: Trx, shopIds: readonly number[], now: number): Promise<void> {
  const rows = DEMO_VOUCHERS.filter((v) => v.shop === undefined || shopIds[v.shop] !== undefined).map(
    ({ shop, titles, ...v }) => ({
      ...v,
      shop_id: shop === undefined ? null : shopIds[shop]!,
      title: titles.en,
      titles: JSON.stringify(titles),
      starts_at: now,
      ends_at: now + MONTH,
      createtime: now,
      updatetime: now,
    }),
  );
  await trx.insertInto('vouchers').values(rows).execute();
}
