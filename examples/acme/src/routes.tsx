import type { ReactNode } from 'react';
import { Navigate, createBrowserRouter, useLocation } from 'react-router-dom';
import { LoginScreen } from '@bazaar/features/account';
import { BagScreen } from '@bazaar/features/bag';
import { DetailScreen, SearchScreen } from '@bazaar/features/catalog';
import { CheckoutScreen, PaymentScreen } from '@bazaar/features/checkout';
import { HomeScreen } from '@bazaar/features/home';
import { useSession } from '@bazaar/features/lib';
import { MyPurchasesScreen, OrderInfoScreen } from '@bazaar/features/orders';
import {
  CapitalRecordScreen,
  CardTopUpScreen,
  TopUpRecordScreen,
  TopUpScreen,
  WalletTopUpScreen,
} from '@bazaar/features/wallet';
import { AcmeLayout } from './layout';
import { links } from './links';
import { paths } from './paths';

/** A page of the shopper's own: a guest signs in first and comes back here. */
function SignedIn({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const { pathname, search } = useLocation();
  return token ? children : <Navigate to={links.login(pathname + search)} replace />;
}

const own = (path: string, screen: ReactNode) => ({ path, element: <SignedIn>{screen}</SignedIn> });

/** Acme's route table: Bazaar's screens at Acme's paths, in Acme's frame. */
export const router = createBrowserRouter([
  {
    element: <AcmeLayout />,
    children: [
      { path: paths.home, element: <HomeScreen /> },
      { path: paths.search, element: <SearchScreen /> },
      { path: paths.product, element: <DetailScreen /> },
      { path: paths.signIn, element: <LoginScreen /> },
      own(paths.bag, <BagScreen />),
      own(paths.checkout, <CheckoutScreen />),
      own(paths.pay, <PaymentScreen />),
      own(paths.orders, <MyPurchasesScreen />),
      own(paths.ordersByStatus, <MyPurchasesScreen />),
      own(paths.order, <OrderInfoScreen />),
      own(paths.wallet, <TopUpScreen />),
      own(paths.topUp, <WalletTopUpScreen />),
      own(paths.cardTopUp, <CardTopUpScreen />),
      own(paths.topUps, <TopUpRecordScreen />),
      own(paths.history, <CapitalRecordScreen />),
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
]);
