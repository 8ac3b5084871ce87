import type { AddressMessages } from './en';

export const ko: AddressMessages = {
  empty: '아직 주소가 없습니다. 주소를 추가하면 주문할 수 있습니다.',
  add: '새 주소 추가',
  default: '기본',
  setDefault: '기본으로 설정',
  defaultSet: '기본 주소로 설정했습니다',
  edit: '수정',
  delete: '삭제',
  cancel: '취소',
  deleteConfirm: '이 주소를 삭제할까요?',
  deleted: '주소를 삭제했습니다',
  save: '저장',
  saved: '주소를 저장했습니다',
  field: {
    name: '받는 사람',
    mobile: '휴대폰 번호',
    area: '지역',
    address: '상세 주소',
    tag: '태그',
    isDefault: '기본 주소로 설정',
  },
  placeholder: {
    name: '택배 받는 사람',
    mobile: '휴대폰 번호',
    area: '시/도, 시/군/구',
    address: '도로명, 건물, 호수',
    tag: '예: 집',
  },
  tags: { home: '집', work: '회사', school: '학교' },
  msg: {
    enterAddressee: '받는 사람을 입력해 주세요',
    enterMobile: '휴대폰 번호를 입력해 주세요',
    fillArea: '지역을 입력해 주세요',
    fillDetail: '상세 주소를 입력해 주세요',
    fillTag: '태그를 입력해 주세요',
  },
};
