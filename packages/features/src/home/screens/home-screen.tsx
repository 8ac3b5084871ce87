import { useCallback, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  BannerCarousel,
  CategoryGrid,
  ProductCard,
  ProductGrid,
  PullRefreshList,
  SectionHeader,
  ShopCard,
} from '@bazaar/design-system';
import {
  ENDPOINTS,
  LazyFlashDeals,
  LazyVoucherOffers,
  useLinks,
  useListFailed,
  useListTexts,
  useRevalidate,
  useSession,
} from '../../lib';
import { useHome } from '../api/get-home';
import { useProductFeed } from '../api/get-product-feed';
import './home-screen.css';

/** What the home screen shows besides its own sections. */
export interface HomeScreenProps {
  /** Beside the search bar, e.g. the storefront's language switch for visitors. */
  aside?: ReactNode;
}

/** /home: banners, categories, hot products, hot shops, new arrivals, then an endless feed. */
export function HomeScreen({ aside }: HomeScreenProps) {
  const { t } = useTranslation('home');
  const links = useLinks();
  const navigate = useNavigate();
  const listTexts = useListTexts();
  const signedIn = !!useSession().token;
  const home = useHome();
  const feed = useProductFeed();
  const revalidate = useRevalidate();
  // Offline or on a server error the home page says so, with a retry, instead of looking empty.
  const homeFailed = useListFailed({
    error: home.error,
    items: home.data ? [home.data] : [],
    refresh: () => home.mutate(),
  });
  const feedFailed = useListFailed(feed);
  // What arrives is drawn in a transition: React renders the sections and cards in slices of a few milliseconds,
  // between which the phone answers a tap, where drawing them at once took one 25–30 ms task (four times that on
  // a slow phone) for the page's data and another for the feed's first page. Until then the skeletons stay.
  const homeData = useDeferredValue(home.data);
  const homeLoading = home.isLoading || (homeData === undefined && home.data !== undefined);
  const feedItems = useDeferredValue(feed.items);
  const feedDrawing = feedItems !== feed.items;
  const cardLabels = { soldLabel: t('sold'), favorableRateLabel: t('favorableRate') };
  // Stable, so the memoized cards skip a re-render of the page (the feed's next page draws only its own).
  const openProduct = useCallback(
    (p: { id: number | string }) => navigate(links.product(Number(p.id))),
    [navigate, links],
  );
  const openShop = useCallback(
    (shop: { id: number | string }) => navigate(links.shop(Number(shop.id))),
    [navigate, links],
  );

  return (
    <PullRefreshList
      className="bz-home"
      {...listTexts}
      loading={feed.loading}
      listLoading={feed.listLoading || feedDrawing}
      finished={feed.finished}
      onRefresh={() =>
        Promise.all([home.mutate(), feed.refresh(), revalidate(ENDPOINTS.flashSessions, ENDPOINTS.flashItems)])
      }
      onLoadMore={feed.loadMore}
    >
      <div className="bz-home__top">
        {/* A button that looks like the search bar: typing happens on /search, with history and hot keywords. */}
        <button type="button" className="bz-home__search" onClick={() => navigate(links.search())}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t('searchPlaceholder')}
        </button>
        {aside}
      </div>
      {homeFailed}
      <BannerCarousel
        className="bz-home__banners"
        banners={homeData?.banners ?? []}
        loading={homeLoading}
        // The banner pictures already carry their headline.
        showTitle={false}
        onClick={(banner) => banner.link && navigate(banner.link)}
      />
      <CategoryGrid
        categories={homeData?.categories ?? []}
        loading={homeLoading}
        label={t('categories')}
        // A guest browses on public pages: the search listing of the category (All Products needs a sign-in).
        onSelect={(category) => {
          const category_id = Number(category.id);
          navigate(signedIn ? links.products({ category_id }) : links.search({ category_id }));
        }}
      />
      <SectionHeader
        className="bz-home__header"
        title={t('hotProducts')}
        moreText={t('more')}
        // A guest's best sellers: the search listing by sales (Popular needs a sign-in).
        onMore={() => navigate(signedIn ? links.popular() : links.search({ sort: 'sales' }))}
      />
      <ProductGrid
        className="bz-home__grid"
        products={homeData?.hot_products ?? []}
        loading={homeLoading}
        onItemClick={openProduct}
        {...cardLabels}
      />
      {/* Below the fold of a phone: the strips' arrival moves nothing the shopper sees first. */}
      {homeData && <LazyFlashDeals />}
      {homeData && (
        <LazyVoucherOffers
          extra={
            signedIn && (
              <Link className="bz-home__more" to={links.vouchers()}>
                {t('myVouchers')}
              </Link>
            )
          }
        />
      )}
      {(homeData?.hot_shops.length ?? 0) > 0 && (
        <>
          <SectionHeader
            className="bz-home__header"
            title={t('hotShops')}
            moreText={t('more')}
            onMore={() => navigate(links.shopStreet())}
          />
          <div className="bz-home__shops">
            {homeData?.hot_shops.map((shop) => (
              <ShopCard key={shop.id} shop={shop} soldLabel={t('sold')} ratingLabel={t('rating')} onClick={openShop} />
            ))}
          </div>
        </>
      )}
      <SectionHeader className="bz-home__header" title={t('newProducts')} />
      <ProductGrid
        className="bz-home__grid"
        products={homeData?.new_products ?? []}
        loading={homeLoading}
        onItemClick={openProduct}
        {...cardLabels}
      />
      <SectionHeader className="bz-home__header" title={t('moreToLove')} />
      <div className="bz-home__feed">
        {feedItems.map((product) => (
          <ProductCard key={product.id} product={product} onClick={openProduct} {...cardLabels} />
        ))}
      </div>
      {!homeFailed && feedFailed}
    </PullRefreshList>
  );
}
