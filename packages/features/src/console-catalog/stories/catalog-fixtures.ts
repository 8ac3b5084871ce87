// Story-only answers of the catalog editors' calls (nothing outside *.stories.tsx imports this).
import type { AdminCategory, AdminInfo, AdminProduct, AdminTranslations, TranslationSaveBody } from '@bazaar/contract';
import { adminShopRoutes, fixtures, page, svgImage, type FixtureRoutes } from '@bazaar/story-kit';

export const shops = fixtures.adminShops;

export const storyAdmin = (role: 'admin' | 'merchant'): AdminInfo => ({
  id: 1,
  username: role === 'admin' ? 'admin' : 'beta-merchant',
  nickname: role,
  role,
  shop_id: role === 'admin' ? null : 2,
  token: 'story-admin-token',
  expires_in: 86_400,
  createtime: 1_767_225_600,
});

const time = 1_767_225_600;

const names = (en: string, zh: string, th: string) => ({ en, 'zh-cn': zh, ja: en, ko: en, th, vi: en });
export const categories: AdminCategory[] = [
  {
    id: 1,
    key: 'lamps',
    name: 'Lamps',
    name_i18n: names('Lamps', '灯具', 'โคมไฟ'),
    icon: svgImage('L', '#f39c12'),
    sort: 1,
    status: 'normal',
    product_count: 8,
    createtime: time,
  },
  {
    id: 2,
    key: 'toys',
    name: 'Toys',
    name_i18n: names('Toys', '玩具', 'ของเล่น'),
    icon: svgImage('T', '#16a085'),
    sort: 2,
    status: 'normal',
    product_count: 3,
    createtime: time,
  },
  {
    id: 3,
    key: 'winter',
    name: 'Winter',
    name_i18n: names('Winter', '冬季', 'ฤดูหนาว'),
    icon: '',
    sort: 3,
    status: 'hidden',
    product_count: 0,
    createtime: time,
  },
];

export const lamp: AdminProduct = {
  id: 41,
  shop_id: 2,
  shop_name: 'Beta Home',
  category_id: 1,
  title: 'Moonbeam desk lamp',
  image: svgImage('Lamp', '#8e44ad'),
  price: '12.50',
  stock: 8,
  sales: 31,
  status: 'on',
  sort: 0,
  createtime: time,
  updatetime: time,
  title_i18n: { 'zh-cn': '月光台灯' },
  images: [svgImage('Lamp', '#8e44ad'), svgImage('Side', '#2c3e50')],
  content: '<p>A warm desk lamp.</p>',
  market_price: '19.90',
  freight: '1.00',
  specs: [{ name: 'Color', values: ['Red', 'Blue'] }],
  skus: [
    { id: 1, spec: { Color: 'Red' }, price: '12.50', market_price: '19.90', stock: 3 },
    { id: 2, spec: { Color: 'Blue' }, price: '14.00', market_price: '19.90', stock: 5 },
  ],
};
const {
  title_i18n: _t,
  images: _i,
  content: _c,
  market_price: _m,
  freight: _f,
  specs: _s,
  skus: _k,
  ...lampItem
} = lamp;
export const products = [
  lampItem,
  {
    ...lampItem,
    id: 40,
    title: 'Paper lantern',
    price: '4.00',
    stock: 0,
    status: 'off' as const,
    image: svgImage('Lantern', '#c0392b'),
  },
  {
    ...lampItem,
    id: 39,
    shop_id: 1,
    shop_name: 'Alpha Lights',
    title: 'Reading light',
    price: '22.00',
    image: svgImage('Light', '#27ae60'),
  },
];

/** The lamp's text per language: Chinese complete, Thai only its title, the rest untranslated. */
export const lampTranslations: AdminTranslations = {
  entity: 'product',
  id: 41,
  source_lang: 'en',
  source: { title: lamp.title, content: lamp.content, specs: lamp.specs },
  translations: {
    'zh-cn': {
      title: '月光台灯',
      content: '<p>一盏温暖的台灯。</p>',
      specs: [{ name: '颜色', values: ['红色', '蓝色'] }],
    },
    th: { title: 'โคมไฟตั้งโต๊ะแสงจันทร์' },
  },
  missing: {
    'zh-cn': [],
    ja: ['title', 'content', 'specs'],
    ko: ['title', 'content', 'specs'],
    th: ['content', 'specs'],
    vi: ['title', 'content', 'specs'],
  },
};

/** Every catalog call the screens make. */
export const catalogRoutes: FixtureRoutes = {
  ...adminShopRoutes,
  'POST /admin/shop/save': ({ body }) => ({ ...shops[0], ...body }),
  'POST /admin/shop/del': () => null,
  'GET /admin/category/list': ({ params }) => page(categories, params),
  'GET /admin/category/detail': ({ params }) => categories.find((c) => c.id === Number(params.id)) ?? categories[0],
  'POST /admin/category/save': ({ body }) => ({ ...categories[0], ...body }),
  'POST /admin/category/del': () => null,
  'GET /admin/product/list': ({ params }) =>
    page(
      products.filter((p) => !params.shop_id || p.shop_id === Number(params.shop_id)),
      params,
    ),
  'GET /admin/product/detail': () => lamp,
  'POST /admin/product/save': ({ body }) => ({ ...lamp, ...body }),
  'POST /admin/product/del': () => null,
  'GET /admin/translation/detail': ({ params }) =>
    params.entity === 'shop'
      ? {
          entity: 'shop',
          id: shops[0]!.id,
          source_lang: 'en',
          source: { name: shops[0]!.name, description: shops[0]!.description },
          translations: { th: { name: 'อัลฟ่า' } },
          missing: { 'zh-cn': ['name', 'description'], ja: [], ko: [], th: ['description'], vi: [] },
        }
      : lampTranslations,
  'GET /admin/translation/missing': ({ params }) =>
    page(
      params.entity === 'shop'
        ? [{ id: shops[0]!.id, title: shops[0]!.name, missing: ['description'] }]
        : [
            {
              id: 41,
              title: lamp.title,
              missing: params.language === 'th' ? ['content', 'specs'] : ['title', 'content', 'specs'],
            },
            { id: 40, title: 'Paper lantern', missing: ['title'] },
          ],
      params,
    ),
  // A saved language is complete once every field has text.
  'POST /admin/translation/save': ({ body }) => {
    const { language, fields } = body as TranslationSaveBody;
    const gaps = (['title', 'content', 'specs'] as const).filter((f) => !fields[f] || !String(fields[f]).trim());
    return {
      ...lampTranslations,
      translations: { ...lampTranslations.translations, [language]: fields },
      missing: { ...lampTranslations.missing, [language]: gaps },
    };
  },
  'POST /common/upload': () => ({ url: svgImage('New', '#d35400'), fullurl: svgImage('New', '#d35400') }),
};
