/**
 * Messages of Web Push subscriptions (modules/push), in the six languages; each catalogue
 * spreads its own part. English is the reference.
 */
const en = {
  'push.endpoint_invalid': 'This browser’s push address cannot be used. Please turn notifications off and on again.',
  'push.keys_invalid': 'This browser’s push keys are not valid. Please turn notifications off and on again.',
} as const;

type Messages = Record<keyof typeof en, string>;

const zhCn: Messages = {
  'push.endpoint_invalid': '无法使用此浏览器的推送地址。请关闭通知后重新开启。',
  'push.keys_invalid': '此浏览器的推送密钥无效。请关闭通知后重新开启。',
};

const ja: Messages = {
  'push.endpoint_invalid':
    'このブラウザのプッシュ通知の宛先は使用できません。通知をオフにしてから、もう一度オンにしてください。',
  'push.keys_invalid': 'このブラウザのプッシュ通知の鍵が無効です。通知をオフにしてから、もう一度オンにしてください。',
};

const ko: Messages = {
  'push.endpoint_invalid': '이 브라우저의 푸시 주소를 사용할 수 없습니다. 알림을 껐다가 다시 켜 주세요.',
  'push.keys_invalid': '이 브라우저의 푸시 키가 올바르지 않습니다. 알림을 껐다가 다시 켜 주세요.',
};

const th: Messages = {
  'push.endpoint_invalid': 'ใช้ที่อยู่การแจ้งเตือนแบบพุชของเบราว์เซอร์นี้ไม่ได้ โปรดปิดการแจ้งเตือนแล้วเปิดใหม่อีกครั้ง',
  'push.keys_invalid': 'คีย์การแจ้งเตือนแบบพุชของเบราว์เซอร์นี้ไม่ถูกต้อง โปรดปิดการแจ้งเตือนแล้วเปิดใหม่อีกครั้ง',
};

const vi: Messages = {
  'push.endpoint_invalid':
    'Không thể dùng địa chỉ nhận thông báo đẩy của trình duyệt này. Vui lòng tắt thông báo rồi bật lại.',
  'push.keys_invalid': 'Khóa thông báo đẩy của trình duyệt này không hợp lệ. Vui lòng tắt thông báo rồi bật lại.',
};

export const pushMessages = { en, 'zh-cn': zhCn, ja, ko, th, vi };
