import { useEffect, useState } from 'react';
import { Button, Input, Popup } from 'antd-mobile';
import { Toast } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../../lib';
import './search-filters.css';

export interface FilterValue {
  category_id?: number;
  min_price?: string | number;
  max_price?: string | number;
}

export interface SearchFiltersProps {
  visible: boolean;
  value: FilterValue;
  onApply: (value: FilterValue) => void;
  onClose: () => void;
}

const MONEY = /^\d+(\.\d{0,2})?$/;

/** Bottom sheet with the search filters: one category and a price range. */
export function SearchFilters({ visible, value, onApply, onClose }: SearchFiltersProps) {
  const { t } = useTranslation('catalog');
  const categories = useCategories();
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    if (visible) setDraft(value);
  }, [visible, value]);

  const setPrice = (field: 'min_price' | 'max_price', text: string) => {
    if (text === '' || MONEY.test(text)) setDraft({ ...draft, [field]: text || undefined });
  };
  const apply = () => {
    const { min_price, max_price } = draft;
    if (min_price && max_price && Number(min_price) > Number(max_price)) {
      Toast.show({ content: t('badPriceRange') });
      return;
    }
    onApply(draft);
  };
  const chip = (id: number | undefined, name: string) => (
    <button
      key={id ?? 'all'}
      type="button"
      aria-pressed={draft.category_id === id}
      className="bz-search-filters__chip"
      onClick={() => setDraft({ ...draft, category_id: id })}
    >
      {name}
    </button>
  );

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="bz-search-filters">
      <h2 className="bz-search-filters__title">{t('category')}</h2>
      <div className="bz-search-filters__chips">
        {chip(undefined, t('allCategories'))}
        {(categories.data ?? []).map((c) => chip(c.id, c.name))}
      </div>
      <h2 className="bz-search-filters__title">{t('priceRange')}</h2>
      <div className="bz-search-filters__range">
        <Input
          aria-label={t('minPrice')}
          placeholder={t('minPrice')}
          inputMode="decimal"
          value={String(draft.min_price ?? '')}
          onChange={(text) => setPrice('min_price', text)}
        />
        <span aria-hidden="true">–</span>
        <Input
          aria-label={t('maxPrice')}
          placeholder={t('maxPrice')}
          inputMode="decimal"
          value={String(draft.max_price ?? '')}
          onChange={(text) => setPrice('max_price', text)}
        />
      </div>
      <div className="bz-search-filters__actions">
        <Button block shape="rounded" onClick={() => setDraft({})}>
          {t('reset')}
        </Button>
        <Button block shape="rounded" color="primary" onClick={apply}>
          {t('apply')}
        </Button>
      </div>
    </Popup>
  );
}
