import { DashboardScreen } from '@bazaar/features/console-shell';
import { paths } from '../../config/paths';

export default function DashboardRoute() {
  return <DashboardScreen paths={paths} />;
}
