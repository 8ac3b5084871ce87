// Story-only answers of the content editors' admin calls.
import type { AdminArticle, AdminArticleItem, AdminBanner, AdminNetwork, AdminPromo } from '@bazaar/contract';
import { fixtures, page, type FixtureRoutes } from '@bazaar/story-kit';

const { svgBanner } = fixtures;

const T = 1_763_700_000;

export const banners: AdminBanner[] = [
  {
    id: 1,
    title: 'Autumn sale',
    subtitle: 'Coats and knits up to 40% off',
    image: svgBanner('Autumn sale', '#d35400'),
    link: '/product/2',
    sort: 1,
    status: 'normal',
    createtime: T,
  },
  {
    id: 2,
    title: 'New shops',
    subtitle: '',
    image: svgBanner('New shops', '#2c7be5'),
    link: '/shopStreet',
    sort: 2,
    status: 'normal',
    createtime: T,
  },
  {
    id: 3,
    title: 'Winter preview',
    subtitle: '',
    image: svgBanner('Winter', '#5b6770'),
    link: '',
    sort: 3,
    status: 'hidden',
    createtime: T,
  },
];

export const networks: AdminNetwork[] = [
  {
    id: 1,
    name: 'TRC20',
    currency: 'USDT',
    address: 'TXYZ7kq2mPp3bA9uLzC1sRt8wQe5Hn',
    min_amount: '10.00',
    sort: 1,
    status: 'normal',
    createtime: T,
    address_format: 'tron',
    xpub: 'xpub6CUGRUonZSQ4TWtTMmzXdrXDtypWKiKrhko4egpiMZbpiaQL2jkwSB1icqYh2cfDfVxdx4df189oLKnC5fSwqPfgyP3hooxujYzAu3fDVmz',
    confirmations: 19,
    rpc_url: 'https://api.trongrid.io',
    token_contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    // The demo seed's key, replaced: its addresses are credited until the end of the year.
    retired_keys: [
      {
        xpub: 'xpub6D1AabNHCupeiLM65ZR9UStMhJ1vCpyV4XbZdyhMZBiJXALQtmn9p42VTQckoHVn8WNqS7dqnJokZHAHcHGoaQgmv8D45oNUKx6DZMNZBCd',
        retiretime: T,
        retire_until: T + 30 * 86_400,
        addresses: 42,
      },
    ],
  },
  {
    id: 2,
    name: 'ERC20',
    currency: 'USDT',
    address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    min_amount: '50.00',
    sort: 2,
    status: 'hidden',
    createtime: T,
    address_format: 'evm',
    xpub: '',
    confirmations: 12,
    rpc_url: '',
    token_contract: '',
  },
];

export const promos: AdminPromo[] = [
  {
    id: 2,
    code: 'AUTUMN20',
    type: 'percent',
    amount: '0.00',
    percent: 20,
    shop_id: null,
    min_spend: '30.00',
    starttime: T,
    endtime: T + 30 * 86_400,
    per_user_limit: 1,
    total_limit: 500,
    used_count: 37,
    status: 'normal',
    createtime: T,
  },
  {
    id: 1,
    code: 'SAVE5',
    type: 'fixed',
    amount: '5.00',
    percent: 0,
    shop_id: 2,
    min_spend: '30.00',
    starttime: 0,
    endtime: 0,
    per_user_limit: 2,
    total_limit: 0,
    used_count: 0,
    status: 'hidden',
    createtime: T,
  },
];

const t = (title: string, content: string) => ({ title, content });
export const article: AdminArticle = {
  id: 1,
  type: 'help',
  key: 'shipping',
  sort: 1,
  status: 'normal',
  updatetime: T,
  translations: {
    en: t('Shipping times', '<p>Most orders ship within <b>2 days</b>.</p>'),
    'zh-cn': t('发货时间', '<p>大多数订单在 <b>2 天</b>内发货。</p>'),
    ja: t('発送までの日数', '<p>ほとんどのご注文は <b>2 日</b>以内に発送します。</p>'),
    ko: t('배송 기간', '<p>대부분의 주문은 <b>2일</b> 안에 발송됩니다.</p>'),
    th: t('ระยะเวลาจัดส่ง', ''),
    vi: t('', ''),
  },
};

export const articles: AdminArticleItem[] = [
  {
    id: 1,
    type: 'help',
    key: 'shipping',
    title: 'Shipping times',
    langs: ['en', 'zh-cn', 'ja', 'ko', 'th'],
    sort: 1,
    status: 'normal',
    updatetime: T,
  },
  {
    id: 7,
    type: 'law',
    key: 'terms',
    title: 'Terms of service',
    langs: ['en', 'zh-cn', 'ja', 'ko', 'th', 'vi'],
    sort: 1,
    status: 'normal',
    updatetime: T,
  },
  {
    id: 13,
    type: 'platform',
    key: 'merchant-entry',
    title: 'Sell on Bazaar',
    langs: ['en'],
    sort: 2,
    status: 'hidden',
    updatetime: T,
  },
];

const byId =
  <T extends { id: number }>(items: T[]) =>
  (r: { params: Record<string, unknown> }) =>
    items.find((i) => i.id === Number(r.params.id)) ?? items[0];

/** Every content call, answered from the lists above; saves answer the record as sent. */
export const contentRoutes: FixtureRoutes = {
  'GET /admin/banner/list': ({ params }) => page(banners, params),
  'GET /admin/banner/detail': byId(banners),
  'GET /admin/network/list': ({ params }) => page(networks, params),
  'GET /admin/network/detail': byId(networks),
  'GET /admin/promo/list': ({ params }) => page(promos, params),
  'GET /admin/promo/detail': byId(promos),
  'GET /admin/article/list': ({ params }) => page(articles, params),
  'GET /admin/article/detail': () => article,
  'GET /admin/translation/detail': () => ({
    entity: 'banner',
    id: banners[0]!.id,
    source_lang: 'en',
    source: { title: banners[0]!.title, subtitle: banners[0]!.subtitle, image: banners[0]!.image },
    translations: { th: { title: 'ลดราคาฤดูใบไม้ร่วง', subtitle: 'เสื้อโค้ทและเสื้อถักลดสูงสุด 40%' } },
    missing: { 'zh-cn': ['title', 'subtitle'], ja: ['title', 'subtitle'], ko: [], th: [], vi: ['title', 'subtitle'] },
  }),
  'GET /admin/translation/missing': ({ params }) =>
    page(params.language === 'ko' ? [] : [{ id: 1, title: banners[0]!.title, missing: ['title', 'subtitle'] }], params),
  'POST /admin/banner/save': ({ body }) => ({ ...banners[0], ...body }),
  'POST /admin/network/save': ({ body }) => ({ ...networks[0], ...body }),
  'POST /admin/network/rotate_key': ({ body }) => ({ ...networks[0], ...body }),
  'POST /admin/promo/save': ({ body }) => ({ ...promos[0], ...body }),
  'POST /admin/article/save': ({ body }) => ({ ...article, ...body }),
  'POST /admin/banner/del': () => null,
  'POST /admin/network/del': () => null,
  'POST /admin/promo/del': () => null,
  'POST /admin/article/del': () => null,
};

/** The console's content paths as the app mounts them. */
export const contentPaths = {
  banners: '/content/banners',
  networks: '/content/networks',
  promos: '/content/promos',
  articles: '/content/articles',
};
