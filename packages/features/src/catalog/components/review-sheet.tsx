import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState, PullRefreshList, ReviewItem, type ReviewItemProps } from '@bazaar/design-system';
import { listProps, useListTexts } from '../../lib';
import { useReviews } from '../api/get-reviews';

/** What every review on the product page is drawn with (dates, labels, the photo viewer). */
export type ReviewItemActions = Pick<ReviewItemProps, 'formatDate' | 'ratingLabel' | 'imageLabel' | 'onImageClick'>;

export interface ReviewSheetProps {
  productId: number;
  count: number;
  open: boolean;
  onClose: () => void;
  itemProps: ReviewItemActions;
}

/** Every review of a product, paged, in a sheet from the bottom (loaded at its first opening: review-preview.tsx). */
export default function ReviewSheet({ productId, count, open, onClose, itemProps }: ReviewSheetProps) {
  const { t } = useTranslation('catalog');
  const texts = useListTexts();
  const all = useReviews(productId, open);
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      bodyClassName="bz-review-preview__sheet"
    >
      <h2 className="bz-review-preview__sheet-title">{t('detail.reviews', { count })}</h2>
      <PullRefreshList {...texts} {...listProps(all)} empty={<EmptyState description={t('detail.noReviews')} />}>
        {all.items.map((review) => (
          <ReviewItem key={review.id} review={review} {...itemProps} />
        ))}
      </PullRefreshList>
    </Popup>
  );
}
