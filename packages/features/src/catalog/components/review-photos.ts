// A module of its own for review-preview.tsx to import at the first tap on a photo: a dynamic import of
// 'antd-mobile' itself would fetch every antd-mobile component the app uses anywhere.
export { ImageViewer } from 'antd-mobile';
