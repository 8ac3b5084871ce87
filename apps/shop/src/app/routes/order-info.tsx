import { useParams } from 'react-router-dom';
import { BuyAgain } from '@bazaar/features/discovery';
import { OrderInfoScreen } from '@bazaar/features/orders';
import { RefundProgress } from '@bazaar/features/refund';

/**
 * The order, with its refund's progress on top when it has one, and products to buy again once it
 * is received (features never import each other).
 */
export default function OrderInfoRoute() {
  const id = Number(useParams().id) || undefined;
  return (
    <>
      {id && <RefundProgress orderId={id} />}
      <OrderInfoScreen
        footer={(order) => (order.status === 'received' || order.status === 'completed') && <BuyAgain />}
      />
    </>
  );
}
