import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EmptyState, ProductCard, PullRefreshList, Toast } from '@bazaar/design-system';
import { listProps, useLinks, useListTexts, useListFailed } from '../../lib';
import { useFavouriteProduct } from '../api/favourite-product';
import { useFavouriteList } from '../api/get-favourite-list';
import { favouriteStore, useFlags } from '../api/social-state';
import './favourite-products.css';

/** The shopper's favourite products as rows, each with a remove button. */
export function FavouriteProducts() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const links = useLinks();
  const texts = useListTexts();
  const list = useFavouriteList();
  const failed = useListFailed(list);
  const setFavourite = useFavouriteProduct();
  const favourites = useFlags(favouriteStore);
  // Removed ones leave the list at once; the server's next page no longer has them either.
  const items = list.items.filter((p) => favourites(p.id, true));

  const remove = async (id: number) => {
    try {
      await setFavourite(id, false);
      Toast.show({ content: t('detail.favouriteRemoved'), icon: 'success' });
    } catch {
      // The API client already showed why.
    }
  };

  return (
    <PullRefreshList
      className="bz-favourite-products"
      {...texts}
      failed={failed}
      {...listProps(list)}
      empty={
        <EmptyState
          description={t('favourites.noProducts')}
          actionText={t('favourites.goShopping')}
          onAction={() => navigate(links.home())}
        />
      }
    >
      {items.map((product) => (
        <div key={product.id} className="bz-favourite-products__row">
          <ProductCard
            product={product}
            layout="row"
            soldLabel={t('sold')}
            favorableRateLabel={t('favorableRate')}
            onClick={() => navigate(links.product(product.id))}
          />
          <Button
            size="small"
            shape="rounded"
            className="bz-favourite-products__remove"
            aria-label={t('favourites.removeLabel', { title: product.title })}
            onClick={() => void remove(product.id)}
          >
            {t('favourites.remove')}
          </Button>
        </div>
      ))}
    </PullRefreshList>
  );
}
