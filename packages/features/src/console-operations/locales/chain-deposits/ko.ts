import type { en } from './en';

export const ko: typeof en = {
  status: {
    below_min: '최소 금액 미만',
    seen: '확인 중',
    credited: '입금 완료',
    dropped: '체인에서 사라짐',
  },
  deposits: {
    views: '표시할 충전',
    audits: '심사',
    chain: '온체인 입금',
    network: '네트워크',
    allNetworks: '모든 네트워크',
    search: '사용자 ID, 트랜잭션 또는 주소',
    received: '받은 금액',
    tooLarge: '금액이 너무 커서 자동 입금하지 않음',
    toAddress: '사용자 주소',
    from: '보낸 주소',
    transaction: '트랜잭션',
    block: '블록',
    topUp: '충전 기록',
    belowMinHint: '네트워크 최소 금액 미만: 기록만 되고 입금되지 않았습니다. 직접 처리해 주세요.',
    passedBy: '승인 주체',
    watcher: '체인 감시',
  },
};
