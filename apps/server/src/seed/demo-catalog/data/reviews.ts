/**
 * What the demo's reviewers write and are called. Shoppers write in their own language, so the
 * texts mix the six interface languages, as a real marketplace's reviews do.
 */

/** Texts of reviews with a product score of 4 or 5. */
export const GOOD_REVIEW_TEXTS = [
  'Exactly as pictured and arrived two days early. Very happy with it.',
  'Solid quality for the price, I would buy it again.',
  'Bought this as a gift and it went down well. Nicely packed too.',
  'Does what it says. The seller answered my question within an hour.',
  '做工很好，和描述一致，物流也快。',
  '性价比很高，已经推荐给朋友了。',
  '思っていたより品質が良く、梱包も丁寧でした。',
  '届くのが早くて助かりました。また利用します。',
  '배송이 빠르고 품질도 설명 그대로예요.',
  '가격 대비 만족스럽습니다. 재구매 의사 있어요.',
  'สินค้าตรงปก ส่งไว แพ็คมาอย่างดี',
  'คุณภาพดีเกินราคา จะกลับมาซื้ออีก',
  'Hàng đúng mô tả, đóng gói cẩn thận, giao nhanh.',
  'Chất lượng tốt so với giá, sẽ ủng hộ shop tiếp.',
] as const;

/** Texts of reviews with a product score of 1 to 3. */
export const CRITICAL_REVIEW_TEXTS = [
  'Works, but the finish is rougher than in the photos.',
  'Took almost two weeks to arrive and the box was dented.',
  'Smaller than I expected. Check the measurements before ordering.',
  '东西一般，和图片有色差。',
  '梱包が少し雑で、箱がへこんでいました。',
  '생각보다 마감이 아쉬워요.',
  'ของมาช้ากว่าที่แจ้งไว้หลายวัน',
  'Màu hơi khác so với hình, dùng tạm được.',
] as const;

/** Nicknames of the demo's reviewer accounts (shown masked: "M***a"). */
export const REVIEWER_NAMES = [
  'Amelia',
  'Lucas',
  'Mei Lin',
  'Haruto',
  'Seo-yeon',
  'Somchai',
  'Nguyen Anh',
  'Olivia',
  'Wang Fang',
  'Yuki',
  'Min-jun',
  'Ploy',
  'Tran Minh',
  'Noah',
  'Li Wei',
  'Sakura',
  'Ji-woo',
  'Nattapong',
  'Le Thu',
  'Isabella',
  'Chen Jie',
  'Ren',
  'Hye-jin',
  'Pham Linh',
] as const;
