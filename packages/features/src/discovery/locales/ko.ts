import type { DiscoveryMessages } from './en';

export const ko: DiscoveryMessages = {
  sold: '개 판매',
  favorableRate: '긍정',
  recommend: '추천 상품',
  recentlyViewed: '최근 본 상품',
  buyAgain: '다시 구매하기',
  popular: '지금 인기 있는 상품',
  following: {
    empty: '팔로우한 상점의 새 상품이 여기에 표시됩니다.',
    findShops: '팔로우할 상점 찾기',
    signIn: '로그인하면 팔로우한 상점의 새 상품을 볼 수 있습니다.',
    signInAction: '로그인',
  },
  alerts: {
    header: '알림',
    priceDrop: '가격 인하 알림',
    priceDropHint: '찜한 상품의 가격이 내려가면',
    backInStock: '재입고 알림',
    backInStockHint: '품절된 찜 상품이 다시 입고되면',
  },
  push: {
    label: '푸시 알림',
    hint: 'Bazaar를 닫아도 이 기기에서 받기',
    unsupported: '이 브라우저에서는 여기서 푸시 알림을 받을 수 없습니다.',
    denied: 'Bazaar 알림이 차단되어 있습니다. 브라우저의 사이트 설정에서 허용해 주세요.',
    failed: '푸시 알림을 켜지 못했습니다. 다시 시도해 주세요.',
  },
};
