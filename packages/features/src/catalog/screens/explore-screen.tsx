import type { ReactNode } from 'react';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useExplore } from '../api/get-explore';
import { ProductFeed } from '../components/product-feed';
import './catalog-screens.css';

/** What the explore feed shows besides the mixed feed. */
export interface ExploreScreenProps {
  /** A "Following" tab (`?tab=following`) showing this, e.g. the followed shops' new products. */
  following?: ReactNode;
}

/** /explore (tab): the mixed feed in two columns, endless; with `following`, a second tab. */
export function ExploreScreen({ following }: ExploreScreenProps) {
  if (following === undefined) return <ExploreFeed />;
  return <ExploreTabs following={following} />;
}

function ExploreFeed() {
  return <ProductFeed list={useExplore()} />;
}

function ExploreTabs({ following }: { following: ReactNode }) {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'following' ? 'following' : 'forYou';
  return (
    <div className="bz-catalog">
      <div className="bz-catalog__top">
        <Tabs activeKey={tab} onChange={(key) => setParams(key === 'following' ? { tab: key } : {}, { replace: true })}>
          <Tabs.Tab key="forYou" title={t('explore.forYou')} />
          <Tabs.Tab key="following" title={t('explore.following')} />
        </Tabs>
      </div>
      {tab === 'following' ? following : <ExploreFeed />}
    </div>
  );
}
