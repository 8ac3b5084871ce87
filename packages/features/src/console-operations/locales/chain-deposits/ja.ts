import type { en } from './en';

export const ja: typeof en = {
  status: {
    below_min: '最低額未満',
    seen: '承認待ち',
    credited: '入金済み',
    dropped: 'チェーンから消失',
  },
  deposits: {
    views: '表示するチャージ',
    audits: '審査',
    chain: 'オンチェーン入金',
    network: 'ネットワーク',
    allNetworks: 'すべてのネットワーク',
    search: 'ユーザー ID、トランザクションまたはアドレス',
    received: '受取額',
    tooLarge: '金額が大きすぎるため自動入金しません',
    toAddress: 'ユーザーのアドレス',
    from: '送金元',
    transaction: 'トランザクション',
    block: 'ブロック',
    topUp: 'チャージ記録',
    belowMinHint: 'ネットワークの最低額未満のため記録のみで入金していません。手動で処理してください。',
    passedBy: '承認者',
    watcher: 'チェーン監視',
  },
};
