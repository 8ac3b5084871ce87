import type { DemoCatalog, DemoProduct, Localized } from '../../src/seed/demo-catalog/types';

const names = (en: string, zh: string): Localized => ({
  en,
  'zh-cn': zh,
  ja: `${en} (ja)`,
  ko: `${en} (ko)`,
  th: `${en} (th)`,
  vi: `${en} (vi)`,
});

function product(
  n: number,
  fields: Partial<DemoProduct> & Pick<DemoProduct, 'categoryKey' | 'priceCents' | 'sales' | 'createdDaysAgo'>,
): DemoProduct {
  return {
    ref: `p${n}`,
    shopRef: n % 2 ? 's1' : 's2',
    title: `Product ${n}`,
    images: [`product/${n}/1`],
    content: '<p>Fixture</p>',
    marketPriceCents: fields.priceCents + 500,
    freightCents: 0,
    favorableRate: 90,
    productScore: 4.5,
    specs: [],
    skus: [{ spec: {}, priceCents: fields.priceCents, stock: 10 }],
    ...fields,
  };
}

/**
 * A tiny known catalog for API tests: 3 categories, 2 shops, 7 products with distinct
 * prices, sales and ages so sorting and filtering have one right answer.
 */
export const fixtureCatalog: DemoCatalog = {
  categories: [
    { key: 'computer', icon: 'category/computer', names: names('Computer', '电脑'), sort: 1 },
    { key: 'food', icon: 'category/food', names: names('Food', '食品'), sort: 2 },
    { key: 'toys', icon: 'category/toys', names: names('Toys', '玩具'), sort: 3 },
  ],
  shops: [
    {
      ref: 's1',
      name: 'Alpha Shop',
      logo: 'shop/1/logo',
      banner: 'shop/1/banner',
      description: 'A',
      categoryKey: 'computer',
      rating: 4.8,
      sales: 500,
      createdDaysAgo: 30,
    },
    {
      ref: 's2',
      name: 'Beta Shop',
      logo: 'shop/2/logo',
      banner: 'shop/2/banner',
      description: 'B',
      categoryKey: 'food',
      rating: 4.2,
      sales: 900,
      createdDaysAgo: 10,
    },
  ],
  products: [
    product(1, { categoryKey: 'computer', priceCents: 99_900, sales: 50, createdDaysAgo: 9 }),
    product(2, { categoryKey: 'computer', priceCents: 1_250, sales: 700, createdDaysAgo: 1 }),
    product(3, { categoryKey: 'food', priceCents: 399, sales: 300, createdDaysAgo: 5 }),
    product(4, { categoryKey: 'food', priceCents: 2_000, sales: 10, createdDaysAgo: 2 }),
    product(5, { categoryKey: 'toys', priceCents: 5_999, sales: 999, createdDaysAgo: 7 }),
    product(6, {
      categoryKey: 'toys',
      priceCents: 1_500,
      sales: 0,
      createdDaysAgo: 3,
      specs: [{ name: 'Color', values: ['Red', 'Blue'] }],
      skus: [
        { spec: { Color: 'Red' }, priceCents: 1_500, stock: 3 },
        { spec: { Color: 'Blue' }, priceCents: 1_700, stock: 0 },
      ],
    }),
    product(7, { categoryKey: 'computer', priceCents: 45_000, sales: 120, createdDaysAgo: 4 }),
  ],
  banners: [
    { title: 'Sale', image: 'banner/1', link: '/home', productRef: 'p2', sort: 1 },
    { title: 'Shop', image: 'banner/2', link: '/home', shopRef: 's2', sort: 2 },
  ],
  networks: [
    {
      name: 'TRC20',
      currency: 'USDT',
      address: 'TXYZfixture',
      minAmountCents: 1_000,
      addressFormat: 'tron',
      xpub: '',
      confirmations: 19,
    },
  ],
  articles: [
    {
      type: 'help',
      slug: 'faq',
      sort: 1,
      title: names('FAQ', '常见问题'),
      content: names('<p>Help</p>', '<p>帮助</p>'),
    },
  ],
};
