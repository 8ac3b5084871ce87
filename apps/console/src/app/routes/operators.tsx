import { OperatorsScreen } from '@bazaar/features/console-operations';
import { paths } from '../../config/paths';

export default function OperatorsRoute() {
  return <OperatorsScreen newPath={paths.operatorNew} />;
}
