import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { OrderLineInput, ProductDetail } from '@bazaar/contract';
import { findSku, Gallery, ShopCard, Toast } from '@bazaar/design-system';
import { LazyVoucherOffers, useAddToBag, useBagCount, useLinks, useLoginFirst, useOpenChat } from '../../lib';
import { ProductFlashBand } from '../../lib/flash';
import { useReviewPreview } from '../api/get-reviews';
import { useFavouriteProduct } from '../api/favourite-product';
import { favouriteStore, followStore, useFlags } from '../api/social-state';
import { ProductActions } from './product-actions';
import { ProductSummary } from './product-summary';
import { ReviewPreview } from './review-preview';
import { SkuSheet, type SkuSheetMode } from './sku-sheet';
import { useProductFlash } from './use-product-flash';
import { useToggleFollow } from './use-toggle-follow';
import './product-page.css';

/** The product page: gallery, price and facts, SKU sheet, reviews, shop, details, and the action bar. */
export function ProductPage({ product, related }: { product: ProductDetail; related?: ReactNode }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const links = useLinks();
  const openChat = useOpenChat(product.shop.id, { productId: product.id });
  const loginFirst = useLoginFirst();
  const addToBag = useAddToBag();
  const bagCount = useBagCount();
  const setFavourite = useFavouriteProduct();
  const favourites = useFlags(favouriteStore);
  const follows = useFlags(followStore);
  const { toggle: toggleFollow } = useToggleFollow();
  // What follows the reviews waits for their first ones: drawn before them, it would be pushed down the
  // screen as they arrive (the one layout shift of this page). Shares ReviewPreview's request.
  const reviews = useReviewPreview(product.id);
  const reviewsShown = product.review_summary.count === 0 || reviews.data !== undefined || reviews.error !== undefined;
  const [selected, setSelected] = useState<Record<string, string>>({});
  const [quantity, setQuantity] = useState(1);
  const [sheet, setSheet] = useState<SkuSheetMode | null>(null);
  const [busy, setBusy] = useState(false);
  const [favouriteBusy, setFavouriteBusy] = useState(false);

  const hasSpecs = product.specs.length > 0;
  const sku = hasSpecs ? findSku(product.specs, product.skus, selected) : undefined;
  const ready = !hasSpecs || !!sku;
  const stock = sku?.stock ?? product.stock;
  const flash = useProductFlash(product, hasSpecs ? (sku ? Number(sku.id) : undefined) : null);
  // Nothing more sells at the flash price once its units are gone, and checkout refuses the normal price
  // while the sale lasts (docs/product.md#flash-sales): the chosen SKU is sold out until it ends.
  const soldOut = stock === 0 || flash.soldOut;
  const missing = product.specs.filter((s) => !selected[s.name]).map((s) => s.name);
  const choice = missing.length
    ? t('detail.choose', { names: missing })
    : t('detail.chosen', { values: [...product.specs.map((s) => selected[s.name]), `×${quantity}`].join(', ') });
  const favourite = favourites(product.id, product.is_favourite);

  const confirm = async (action: 'bag' | 'buy') => {
    if (!ready) {
      Toast.show({ content: t('detail.chooseSpec') });
      return;
    }
    const line: OrderLineInput = { product_id: product.id, quantity: Math.min(quantity, stock) };
    if (sku) line.sku_id = Number(sku.id);
    // A guest's choice is carried through the sign-in: added or bought once signed in.
    if (!loginFirst({ action, line })) return;
    if (action === 'buy') {
      setSheet(null);
      navigate(links.checkout({ items: [line] }));
      return;
    }
    setBusy(true);
    try {
      await addToBag(line);
      Toast.show({ content: t('detail.addedToBag'), icon: 'success' });
      setSheet(null);
    } catch {
      // The API client already showed why.
    } finally {
      setBusy(false);
    }
  };
  // With a SKU already chosen the action goes straight through; otherwise the sheet asks for it (or the quantity).
  const start = (action: 'bag' | 'buy') => (sku ? confirm(action) : setSheet(action));

  const toggleFavourite = async () => {
    if (!loginFirst()) return;
    setFavouriteBusy(true);
    try {
      await setFavourite(product.id, !favourite);
      Toast.show({ content: favourite ? t('detail.favouriteRemoved') : t('detail.favouriteAdded'), icon: 'success' });
    } catch {
      // The API client already showed why.
    } finally {
      setFavouriteBusy(false);
    }
  };

  return (
    <article className="bz-product-page">
      <Gallery
        images={product.images.length ? product.images : [product.image]}
        alt={product.title}
        viewLabel={t('detail.viewFullScreen')}
      />
      {flash.band && (
        <ProductFlashBand
          flash={flash.band.flash}
          phase={flash.band.phase}
          offer={flash.band.offer}
          price={sku?.price ?? product.price}
          onEnd={flash.refresh}
        />
      )}
      <ProductSummary
        product={product}
        price={sku?.price ?? product.price}
        stock={stock}
        choice={hasSpecs ? choice : undefined}
        priceInFlashBand={flash.band?.phase === 'live'}
        onChoose={() => setSheet('pick')}
      />
      <div className="bz-product-page__block">
        <ReviewPreview productId={product.id} summary={product.review_summary} />
      </div>
      {reviewsShown && (
        <>
          {related}
          <LazyVoucherOffers productId={product.id} className="bz-product-page__block" />
          <div className="bz-product-page__block bz-product-page__shop">
            <ShopCard
              shop={{ ...product.shop, followed: follows(product.shop.id, product.shop.followed) }}
              soldLabel={t('sold')}
              ratingLabel={t('rating')}
              followText={t('follow')}
              followingText={t('followed')}
              onFollowChange={(_, follow) => void toggleFollow(product.shop, follow)}
              onClick={() => navigate(links.shop(product.shop.id))}
            />
          </div>
          {product.content && (
            <section className="bz-product-page__block">
              <h2 className="bz-product-page__heading">{t('detail.description')}</h2>
              {/* Sanitized by the server (api-contract: "content (sanitized HTML)"). */}
              <div className="bz-product-page__content" dangerouslySetInnerHTML={{ __html: product.content }} />
            </section>
          )}
        </>
      )}
      <ProductActions
        favourite={favourite}
        favouriteBusy={favouriteBusy}
        soldOut={product.stock === 0 || flash.soldOut}
        onFavourite={() => void toggleFavourite()}
        onChat={() => void openChat()}
        bagCount={bagCount}
        onBag={() => navigate(links.bag())}
        onAddToBag={() => void start('bag')}
        onBuyNow={() => void start('buy')}
      />
      <SkuSheet
        product={product}
        mode={sheet}
        selected={selected}
        onSelectedChange={setSelected}
        quantity={quantity}
        onQuantityChange={setQuantity}
        soldOut={soldOut}
        flash={flash.sheet}
        busy={busy}
        onConfirm={(action) => void confirm(action)}
        onClose={() => setSheet(null)}
      />
    </article>
  );
}
