import type { en } from './en';

export const zhCn: typeof en = {
  status: {
    below_min: '低于最低金额',
    seen: '确认中',
    credited: '已入账',
    dropped: '已被链移除',
  },
  deposits: {
    views: '显示的充值',
    audits: '审核',
    chain: '链上到账',
    network: '网络',
    allNetworks: '全部网络',
    search: '用户 ID、交易或地址',
    received: '到账',
    tooLarge: '金额过大，不自动入账',
    toAddress: '用户地址',
    from: '付款地址',
    transaction: '交易',
    block: '区块',
    topUp: '充值记录',
    belowMinHint: '低于该网络的最低金额：已记录，未入账。请人工处理。',
    passedBy: '通过方',
    watcher: '链上监听',
  },
};
