import type { ReviewMessages } from './en';

export const ko: ReviewMessages = {
  score: { product_score: '상품', service_score: '서비스', postage_score: '배송' },
  star: '{{max}}점 중 {{n}}점',
  content: '리뷰 내용',
  placeholder: '상품은 어떠셨나요? 다른 고객에게 도움이 됩니다.',
  pictures: '사진 (최대 6장)',
  addPicture: '사진 추가',
  uploading: '업로드 중…',
  remove: '삭제',
  submit: '리뷰 등록',
  thanks: '리뷰를 남겨 주셔서 감사합니다',
  contentEmpty: '리뷰 내용을 입력해 주세요',
  notFound: '이 상품은 리뷰할 수 없습니다.',
  myOrders: '내 주문',
};
