import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewSummary } from '@bazaar/contract';
import { Rating, ReviewItem, SectionHeader, useNumberFormat, useOpenedOnce } from '@bazaar/design-system';
import { useReviewPreview } from '../api/get-reviews';
import type { ReviewItemActions } from './review-sheet';
import './review-preview.css';

// The sheet of every review (antd-mobile's Popup) and the photo viewer are fetched at their first use:
// with their spring and gesture code they would double what the product page downloads first.
const ReviewSheet = lazy(() => import('./review-sheet'));
const showPhotos = (images: string[], defaultIndex: number) =>
  void import('./review-photos').then(({ ImageViewer }) => ImageViewer.Multi.show({ images, defaultIndex }));

/** The review block of the product page: averages, the first reviews, and every review in a sheet. */
export function ReviewPreview({ productId, summary }: { productId: number; summary: ReviewSummary }) {
  const { t, i18n } = useTranslation('catalog');
  const number = useNumberFormat();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const preview = useReviewPreview(productId);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const itemProps: ReviewItemActions = {
    formatDate: (s: number) => date.format(s * 1000),
    ratingLabel: t('rating'),
    imageLabel: (n: number) => t('detail.photo', { n }),
    onImageClick: (index: number, images: string[]) => showPhotos(images, index),
  };

  return (
    <section className="bz-review-preview">
      <SectionHeader
        level={2}
        title={t('detail.reviews', { count: summary.count })}
        moreText={t('detail.allReviews')}
        onMore={summary.count > 0 ? () => setOpen(true) : undefined}
      />
      {summary.count === 0 ? (
        <p className="bz-review-preview__none">{t('detail.noReviews')}</p>
      ) : (
        <>
          <div className="bz-review-preview__scores">
            <Rating value={summary.product_score} label={t('detail.productScore')} showValue />
            <span>
              {t('detail.serviceScore')} {number.decimal(summary.service_score)}
            </span>
            <span>
              {t('detail.postageScore')} {number.decimal(summary.postage_score)}
            </span>
          </div>
          {(preview.data?.data ?? []).map((review) => (
            <ReviewItem key={review.id} review={review} clamp {...itemProps} />
          ))}
        </>
      )}
      {opened && (
        <Suspense fallback={null}>
          <ReviewSheet
            productId={productId}
            count={summary.count}
            open={open}
            onClose={() => setOpen(false)}
            itemProps={itemProps}
          />
        </Suspense>
      )}
    </section>
  );
}
