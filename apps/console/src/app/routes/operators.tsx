import { OperatorsScreen } from '@bazaar/features/console';
import { paths } from '../../config/paths';

export default function OperatorsRoute() {
  return <OperatorsScreen newPath={paths.operatorNew} />;
}
