import type { ConsoleChatMessages } from './en';

export const ko: ConsoleChatMessages = {
  title: { chat: '채팅' },
  inbox: {
    search: '구매자 또는 메시지',
    unreadOnly: '안 읽은 대화만',
    empty: '아직 대화가 없습니다',
    pick: '왼쪽에서 대화를 선택하세요.',
    back: '전체 대화',
    placeholder: '구매자에게 답장',
    orders: '이 상점 주문 내역',
    noOrders: '아직 이 상점에서 주문한 내역이 없습니다',
    quickReplies: '빠른 답장',
    replies: {
      thanks: '문의해 주셔서 감사합니다! 바로 확인해 드리겠습니다.',
      inStock: '네, 재고가 있으며 24시간 이내에 발송됩니다.',
      onTheWay: '택배가 배송 중입니다. 송장 번호는 주문 상세에서 확인하실 수 있습니다.',
      anythingElse: '기다리게 해서 죄송합니다. 더 도와드릴 것이 있을까요?',
    },
    away: {
      title: '부재 메시지',
      on: '켜짐',
      off: '꺼짐',
      hint: '켜 두면 고객이 그날 처음 보낸 메시지에 이 답장이 자동으로 전송됩니다.',
      placeholder: '예: 월요일까지 자리를 비우며, 그때 답변드리겠습니다.',
      save: '저장',
      saved: '저장했습니다',
    },
    newMessages: '안 읽은 대화 {{count}}개',
  },
};
