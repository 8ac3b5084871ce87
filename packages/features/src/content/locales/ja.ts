import type { ContentMessages } from './en';

export const ja: ContentMessages = {
  empty: 'まだ何もありません',
  loadFailed: 'ページを読み込めませんでした。引き下げて更新するか、後でもう一度お試しください。',
  serviceIntro: '注文・返金・ウォレットについてのご質問はこちらへ。',
  merchant: {
    formTitle: '出店を申し込む',
    submit: '申請を送信',
    sent: '申請を送信しました。審査までお待ちください。',
    chooseCategory: 'カテゴリを選択',
    confirm: '確定',
    cancel: 'キャンセル',
    field: {
      shop_name: 'ショップ名',
      contact_name: '担当者名',
      mobile: '携帯電話番号',
      email: 'メール',
      category_id: 'カテゴリ',
      description: '販売予定の商品',
    },
    required: {
      shop_name: 'ショップ名を入力してください',
      contact_name: '担当者名を入力してください',
      mobile: '携帯電話番号を入力してください',
      email: 'メールアドレスを入力してください',
      category_id: 'カテゴリを選択してください',
      description: '販売予定の商品について記入してください',
    },
    status: { auditing: '審査中', passed: '承認済み', refused: '却下' },
  },
};
