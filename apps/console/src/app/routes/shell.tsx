import { useNavigate } from 'react-router-dom';
import { ConsoleLoginScreen, DashboardScreen } from '@bazaar/features/console-shell';
import { paths } from '../../config/pages';

// The sign-in and the dashboard, given where they lead.
export function Login() {
  const navigate = useNavigate();
  return <ConsoleLoginScreen onSignedIn={() => navigate(paths.dashboard, { replace: true })} />;
}
export const Dashboard = () => <DashboardScreen paths={paths} />;
