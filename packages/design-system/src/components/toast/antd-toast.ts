// A module of its own for toast.ts to import when a toast is first shown: a dynamic import of
// 'antd-mobile' itself would fetch every antd-mobile component the app uses anywhere, not Toast alone.
// antd-mobile draws a toast through react-dom's legacy render: set up here, not at start-up, so its code
// (rc-util's render) is part of this chunk and not of the first download.
import { enableAntdMobileOnReact19 } from '../../theme/antd-react19';
import './toast.css';

enableAntdMobileOnReact19();

export { Toast } from 'antd-mobile';
