import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ShopCard as ShopCardData } from '@bazaar/contract';
import { PullRefreshList, ShopCard } from '@bazaar/design-system';
import { listProps, useLinks, useListTexts, type PagedList, useListFailed } from '../../lib';
import { followStore, useFlags } from '../api/social-state';
import { useToggleFollow } from './use-toggle-follow';
import './shop-list.css';

export interface ShopListProps {
  list: PagedList<ShopCardData>;
  empty: ReactNode;
  /** Show each shop's banner. @default false */
  banners?: boolean;
}

/** Pull-to-refresh, endless list of shop cards with follow buttons. */
export function ShopList({ list, empty, banners = false }: ShopListProps) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const links = useLinks();
  const texts = useListTexts();
  const failed = useListFailed(list);
  const followed = useFlags(followStore);
  const { toggle } = useToggleFollow();
  return (
    <PullRefreshList className="bz-shop-list" {...texts} {...listProps(list)} failed={failed} empty={empty}>
      {list.items.map((shop) => (
        <ShopCard
          key={shop.id}
          shop={{ ...shop, followed: followed(shop.id, shop.followed) }}
          showBanner={banners}
          soldLabel={t('sold')}
          ratingLabel={t('rating')}
          followText={t('follow')}
          followingText={t('followed')}
          onFollowChange={(_, follow) => void toggle(shop, follow)}
          onClick={() => navigate(links.shop(shop.id))}
        />
      ))}
    </PullRefreshList>
  );
}
