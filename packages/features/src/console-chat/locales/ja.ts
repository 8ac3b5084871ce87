import type { ConsoleChatMessages } from './en';

export const ja: ConsoleChatMessages = {
  title: { chat: 'チャット' },
  inbox: {
    search: 'お客様名またはメッセージ',
    unreadOnly: '未読のみ',
    empty: 'まだ会話はありません',
    pick: '左の一覧から会話を選んでください。',
    back: 'すべての会話',
    placeholder: 'お客様に返信',
    orders: 'このショップでの注文',
    noOrders: 'このショップでの注文はまだありません',
    quickReplies: '定型文',
    replies: {
      thanks: 'お問い合わせありがとうございます。確認いたしますので少々お待ちください。',
      inStock: '在庫がございます。24 時間以内に発送いたします。',
      onTheWay: 'お荷物は配送中です。追跡番号はご注文詳細でご確認いただけます。',
      anythingElse: 'お待たせして申し訳ございません。ほかにご不明な点はございますか？',
    },
    away: {
      title: '不在メッセージ',
      on: 'オン',
      off: 'オフ',
      hint: 'オンの間、お客様のその日最初のメッセージにこの返信が自動で送られます。',
      placeholder: '例：月曜日まで不在のため、その際にご返信いたします。',
      save: '保存',
      saved: '保存しました',
    },
    newMessages: '未読の会話 {{count}} 件',
  },
};
