import { useNavigate } from 'react-router-dom';
import { ConsoleLoginScreen } from '@bazaar/features/console-shell';
import { paths } from '../../config/paths';

export default function LoginRoute() {
  const navigate = useNavigate();
  return <ConsoleLoginScreen onSignedIn={() => navigate(paths.dashboard, { replace: true })} />;
}
