import type { ContentMessages } from './en';

export const zhCn: ContentMessages = {
  empty: '暂无内容',
  loadFailed: '页面加载失败，请下拉刷新或稍后再试。',
  serviceIntro: '订单、退款或钱包有疑问？通过以下方式联系我们。',
  merchant: {
    formTitle: '申请开店',
    submit: '提交申请',
    sent: '申请已提交，我们会尽快审核。',
    chooseCategory: '选择经营类目',
    confirm: '确定',
    cancel: '取消',
    field: {
      shop_name: '店铺名称',
      contact_name: '联系人',
      mobile: '手机号码',
      email: '电子邮箱',
      category_id: '经营类目',
      description: '您将销售什么？',
    },
    required: {
      shop_name: '请填写店铺名称',
      contact_name: '请填写联系人姓名',
      mobile: '请输入手机号码',
      email: '请输入邮箱',
      category_id: '请选择经营类目',
      description: '请描述您将销售的商品',
    },
    status: { auditing: '审核中', passed: '已通过', refused: '已拒绝' },
  },
};
