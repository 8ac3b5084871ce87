// A module of its own for confirm-dialog.ts to import at the first question: a dynamic import of
// 'antd-mobile' itself would fetch every antd-mobile component the app uses anywhere, not Dialog alone.
export { Dialog } from 'antd-mobile';
