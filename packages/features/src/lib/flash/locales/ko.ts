import type { FlashMessages } from './en';

export const ko: FlashMessages = {
  title: '타임딜',
  label: '타임딜',
  seeAll: '전체 보기',
  endsIn: '종료까지',
  startsIn: '시작까지',
  live: '진행 중',
  upcoming: '오픈 예정',
  soldCount: '{{sold}}개 판매',
  soldOut: '품절',
  soldOutNote: '타임딜 수량이 모두 판매되었습니다',
  perShopper: '1인당 최대 {{count}}개',
  flashPriceAt: '{{time}}부터 타임딜 가격',
  buyNow: '바로 구매',
  view: '보기',
  empty: '지금은 진행 중인 타임딜이 없습니다. 곧 다시 확인해 주세요.',
  emptySession: '이 타임딜에는 아직 상품이 없습니다',
};
