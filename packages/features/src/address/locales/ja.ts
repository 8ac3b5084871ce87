import type { AddressMessages } from './en';

export const ja: AddressMessages = {
  empty: '住所がまだありません。追加すると注文できます。',
  add: '新しい住所を追加',
  default: 'デフォルト',
  setDefault: 'デフォルトに設定',
  defaultSet: 'デフォルトの住所に設定しました',
  edit: '編集',
  delete: '削除',
  cancel: 'キャンセル',
  deleteConfirm: 'この住所を削除しますか？',
  deleted: '住所を削除しました',
  save: '保存',
  saved: '住所を保存しました',
  field: {
    name: '受取人',
    mobile: '携帯電話番号',
    area: '地域',
    address: '詳細住所',
    tag: 'タグ',
    isDefault: 'デフォルトの住所に設定',
  },
  placeholder: {
    name: '荷物の受取人',
    mobile: '携帯電話番号',
    area: '都道府県・市区町村',
    address: '番地・建物名・部屋番号',
    tag: '例：自宅',
  },
  tags: { home: '自宅', work: '職場', school: '学校' },
  msg: {
    enterAddressee: '受取人を入力してください',
    enterMobile: '携帯電話番号を入力してください',
    fillArea: '地域を入力してください',
    fillDetail: '詳細住所を入力してください',
    fillTag: 'タグを入力してください',
  },
};
