import { MeScreen } from '@bazaar/features/account';
import { BuyAgain, RecentlyViewed } from '@bazaar/features/discovery';

/** The "me" page, with what the shopper looked at and bought under the orders. */
export default function MeRoute() {
  return (
    <MeScreen
      aside={
        <>
          <RecentlyViewed />
          <BuyAgain />
        </>
      }
    />
  );
}
