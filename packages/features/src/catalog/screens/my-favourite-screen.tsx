import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FavouriteProducts } from '../components/favourite-products';
import { FollowedShops } from '../components/followed-shops';
import './catalog-screens.css';

const TABS = ['products', 'shops'] as const;

/** /myFavourite?tab=: favourite products, and followed shops as a second tab. */
export function MyFavouriteScreen() {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'shops' ? 'shops' : 'products';
  return (
    <div className="bz-catalog bz-catalog--inner">
      <div className="bz-catalog__top">
        <Tabs activeKey={tab} onChange={(key) => setParams(key === 'shops' ? { tab: key } : {}, { replace: true })}>
          {TABS.map((key) => (
            <Tabs.Tab key={key} title={t(`favourites.${key}`)} />
          ))}
        </Tabs>
      </div>
      {tab === 'products' ? <FavouriteProducts /> : <FollowedShops />}
    </div>
  );
}
