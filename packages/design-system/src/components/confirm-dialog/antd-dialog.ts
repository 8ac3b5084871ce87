// A module of its own for confirm-dialog.ts to import at the first question: a dynamic import of
// 'antd-mobile' itself would fetch every antd-mobile component the app uses anywhere, not Dialog alone.
// antd-mobile draws a dialog through react-dom's legacy render: set up here, not at start-up (antd-toast.ts).
import { enableAntdMobileOnReact19 } from '../../theme/antd-react19';

enableAntdMobileOnReact19();

export { Dialog } from 'antd-mobile';
