import type { BagMessages } from './en';

export const ko: BagMessages = {
  empty: '장바구니가 비어 있습니다',
  goShopping: '쇼핑하러 가기',
  selectAll: '전체',
  selectShop: '전체 선택:',
  select: '선택',
  quantity: '수량',
  total: '합계',
  checkout: '결제하기 ({{count}})',
  delete: '삭제',
  deleteConfirm: '이 상품을 장바구니에서 삭제할까요?',
  invalid: '구매 불가',
  invalidTitle: '구매 불가 상품 ({{count}})',
  clearInvalid: '구매 불가 상품 비우기',
  clearInvalidConfirm: '구매 불가 상품을 모두 삭제할까요?',
  selectToCheckout: '결제할 상품을 선택해 주세요',
  confirm: '삭제',
  cancel: '취소',
  onlyLeft: '재고가 {{count}}개만 남아 수량을 {{count}}개로 맞췄어요',
};
