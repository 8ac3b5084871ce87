import { useNavigate } from 'react-router-dom';
import { OperatorNewScreen, OperatorsScreen, OrdersScreen, RefundsScreen } from '@bazaar/features/console-operations';
import { ChatInboxScreen } from '@bazaar/features/console-chat';
import { links, paths } from '../../config/pages';

// The operations screens that link on: orders, refunds and chat to an order, operators to the new-operator form and back.
export const Orders = () => <OrdersScreen orderPath={links.orderDetail} />;
export const Refunds = () => <RefundsScreen orderPath={links.orderDetail} />;
export const Chat = () => <ChatInboxScreen orderPath={links.orderDetail} />;
export const Operators = () => <OperatorsScreen newPath={paths.operatorNew} />;
export function OperatorNew() {
  const navigate = useNavigate();
  return <OperatorNewScreen onCreated={() => navigate(paths.operators, { replace: true })} />;
}
