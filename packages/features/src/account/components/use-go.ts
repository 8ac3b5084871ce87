import { useNavigate } from 'react-router-dom';

/** Props that make a MenuList row or StatRow cell a real link handled by the router. */
export function useGo() {
  const navigate = useNavigate();
  return (to: string) => ({ href: to, onClick: () => navigate(to) });
}
