// A module of its own for toast.ts to import when a toast is first shown: a dynamic import of
// 'antd-mobile' itself would fetch every antd-mobile component the app uses anywhere, not Toast alone.
import './toast.css';

export { Toast } from 'antd-mobile';
