import type { LocaleBundle } from '../../lib';

/** The console's route titles of the content editors and the `hidden` status (merged into the `console` namespace). */
export const consoleContentTitles: LocaleBundle = {
  en: {
    status: { hidden: 'Hidden' },
    title: {
      content: 'Content',
      banners: 'Banners',
      bannerEdit: 'Banner',
      networks: 'Chain networks',
      networkEdit: 'Chain network',
      promos: 'Promo codes',
      promoEdit: 'Promo code',
      articles: 'Articles',
      articleEdit: 'Article',
    },
  },
  'zh-cn': {
    status: { hidden: '隐藏' },
    title: {
      content: '内容',
      banners: '轮播图',
      bannerEdit: '轮播图',
      networks: '链上网络',
      networkEdit: '链上网络',
      promos: '优惠码',
      promoEdit: '优惠码',
      articles: '文章',
      articleEdit: '文章',
    },
  },
  ja: {
    status: { hidden: '非表示' },
    title: {
      content: 'コンテンツ',
      banners: 'バナー',
      bannerEdit: 'バナー',
      networks: 'チェーンネットワーク',
      networkEdit: 'チェーンネットワーク',
      promos: 'プロモコード',
      promoEdit: 'プロモコード',
      articles: '記事',
      articleEdit: '記事',
    },
  },
  ko: {
    status: { hidden: '숨김' },
    title: {
      content: '콘텐츠',
      banners: '배너',
      bannerEdit: '배너',
      networks: '체인 네트워크',
      networkEdit: '체인 네트워크',
      promos: '프로모션 코드',
      promoEdit: '프로모션 코드',
      articles: '글',
      articleEdit: '글',
    },
  },
  th: {
    status: { hidden: 'ซ่อน' },
    title: {
      content: 'เนื้อหา',
      banners: 'แบนเนอร์',
      bannerEdit: 'แบนเนอร์',
      networks: 'เครือข่ายบล็อกเชน',
      networkEdit: 'เครือข่ายบล็อกเชน',
      promos: 'โค้ดส่วนลด',
      promoEdit: 'โค้ดส่วนลด',
      articles: 'บทความ',
      articleEdit: 'บทความ',
    },
  },
  vi: {
    status: { hidden: 'Ẩn' },
    title: {
      content: 'Nội dung',
      banners: 'Banner',
      bannerEdit: 'Banner',
      networks: 'Mạng blockchain',
      networkEdit: 'Mạng blockchain',
      promos: 'Mã khuyến mãi',
      promoEdit: 'Mã khuyến mãi',
      articles: 'Bài viết',
      articleEdit: 'Bài viết',
    },
  },
};
