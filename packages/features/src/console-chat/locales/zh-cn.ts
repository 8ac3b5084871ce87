import type { ConsoleChatMessages } from './en';

export const zhCn: ConsoleChatMessages = {
  title: { chat: '客服消息' },
  inbox: {
    search: '买家或消息内容',
    unreadOnly: '只看未读',
    empty: '暂无会话',
    pick: '请在左侧选择一个会话。',
    back: '全部会话',
    placeholder: '回复买家',
    orders: '该买家在本店的订单',
    noOrders: '该买家尚未在本店下单',
    quickReplies: '快捷回复',
    replies: {
      thanks: '感谢您的留言！我马上为您查询。',
      inStock: '有现货，24 小时内发货。',
      onTheWay: '您的包裹正在配送中，物流单号可在订单中查看。',
      anythingElse: '抱歉让您久等了，还有什么可以帮您的吗？',
    },
    away: {
      title: '离开自动回复',
      on: '已开启',
      off: '已关闭',
      hint: '开启后，顾客当天的第一条消息会自动收到这条回复。',
      placeholder: '例如：我们周一前暂不在线，届时会尽快回复您。',
      save: '保存',
      saved: '已保存',
    },
    newMessages: '{{count}} 个未读会话',
  },
};
