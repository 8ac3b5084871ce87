export { Toast, type ToastHandler } from './toast';
