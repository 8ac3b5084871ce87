import { DashboardScreen } from '@bazaar/features/console';
import { paths } from '../../config/paths';

export default function DashboardRoute() {
  return <DashboardScreen paths={paths} />;
}
