import { useNavigate } from 'react-router-dom';
import { OperatorNewScreen } from '@bazaar/features/console-operations';
import { paths } from '../../config/paths';

export default function OperatorNewRoute() {
  const navigate = useNavigate();
  return <OperatorNewScreen onCreated={() => navigate(paths.operators, { replace: true })} />;
}
