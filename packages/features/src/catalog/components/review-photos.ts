// A module of its own for review-preview.tsx to import at the first tap on a photo: a dynamic import of
// 'antd-mobile' itself would fetch every antd-mobile component the app uses anywhere.
// antd-mobile shows the viewer through react-dom's legacy render: set up here, not at start-up.
import { enableAntdMobileOnReact19 } from '@bazaar/design-system';

enableAntdMobileOnReact19();

export { ImageViewer } from 'antd-mobile';
