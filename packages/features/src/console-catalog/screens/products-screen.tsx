import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@bazaar/contract';
import { useDeskWidth } from '@bazaar/design-system';
import type { CatalogPaths } from '../components/catalog-paths';
import { MissingLanguageFilter, MissingTranslations } from '../../console-kit/components/missing-translations';
import { NewRecordBar } from '../../console-kit/components/new-record-bar';
import { ShopChooser } from '../../console-kit/components/shop-chooser';
import { useAdmin } from '../../lib/admin-session';
import { ProductCards } from './product-cards';
import { ProductsTable } from './products-table';
import '../components/catalog.css';

/**
 * Products by shelf status and search; an admin also filters by shop, a merchant sees its own shop's. At a
 * desk (from 1024 px) a table with bulk shelving, on a phone cards; either way "missing translations in"
 * lists the products a language still lacks instead.
 */
export function ProductsScreen({ paths }: { paths: CatalogPaths }) {
  const { t } = useTranslation('console');
  const isAdmin = useAdmin()?.role === 'admin';
  const desk = useDeskWidth();
  const [shopId, setShopId] = useState('');
  const [missingIn, setMissingIn] = useState('');
  return (
    <>
      <NewRecordBar className="bz-console-catalog__bar" path={paths.products} label={t('catalog.newProduct')}>
        {/* At a desk the shop is one of the table's filters. */}
        {isAdmin && !desk && (
          <ShopChooser
            aria-label={t('catalog.field.shop')}
            value={shopId}
            onChange={setShopId}
            placeholder={t('catalog.allShops')}
          />
        )}
        <MissingLanguageFilter value={missingIn} onChange={setMissingIn} />
      </NewRecordBar>
      {missingIn ? (
        <MissingTranslations entity="product" lang={missingIn as Lang} path={paths.products} />
      ) : desk ? (
        <ProductsTable paths={paths} />
      ) : (
        <ProductCards paths={paths} shopId={shopId} />
      )}
    </>
  );
}
