import type { ContentMessages } from './en';

export const ko: ContentMessages = {
  empty: '아직 내용이 없습니다',
  loadFailed: '페이지를 불러오지 못했습니다. 아래로 당겨 새로고침하거나 나중에 다시 시도해 주세요.',
  serviceIntro: '주문, 환불, 지갑에 관한 문의는 여기로 연락해 주세요.',
  merchant: {
    formTitle: '입점 신청',
    submit: '신청하기',
    sent: '신청이 접수되었습니다. 곧 심사하겠습니다.',
    chooseCategory: '카테고리 선택',
    confirm: '확인',
    cancel: '취소',
    field: {
      shop_name: '상점 이름',
      contact_name: '담당자 이름',
      mobile: '휴대폰 번호',
      email: '이메일',
      category_id: '카테고리',
      description: '무엇을 판매하시나요?',
    },
    required: {
      shop_name: '상점 이름을 입력해 주세요',
      contact_name: '담당자 이름을 입력해 주세요',
      mobile: '휴대폰 번호를 입력해 주세요',
      email: '이메일을 입력해 주세요',
      category_id: '카테고리를 선택해 주세요',
      description: '판매할 상품을 설명해 주세요',
    },
    status: { auditing: '심사 중', passed: '승인됨', refused: '거절됨' },
  },
};
