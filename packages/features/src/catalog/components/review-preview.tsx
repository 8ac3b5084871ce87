import { useState } from 'react';
import { ImageViewer, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ReviewSummary } from '@bazaar/contract';
import { EmptyState, PullRefreshList, Rating, ReviewItem, SectionHeader } from '@bazaar/design-system';
import { listProps, useListTexts } from '../../lib';
import { useReviewPreview, useReviews } from '../api/get-reviews';
import './review-preview.css';

/** The review block of the product page: averages, the first reviews, and every review in a sheet. */
export function ReviewPreview({ productId, summary }: { productId: number; summary: ReviewSummary }) {
  const { t, i18n } = useTranslation('catalog');
  const texts = useListTexts();
  const [open, setOpen] = useState(false);
  const preview = useReviewPreview(productId);
  const all = useReviews(productId, open);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const itemProps = {
    formatDate: (s: number) => date.format(s * 1000),
    ratingLabel: t('rating'),
    imageLabel: (n: number) => t('detail.photo', { n }),
    onImageClick: (index: number, images: string[]) => ImageViewer.Multi.show({ images, defaultIndex: index }),
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
              {t('detail.serviceScore')} {summary.service_score.toFixed(1)}
            </span>
            <span>
              {t('detail.postageScore')} {summary.postage_score.toFixed(1)}
            </span>
          </div>
          {(preview.data?.data ?? []).map((review) => (
            <ReviewItem key={review.id} review={review} clamp {...itemProps} />
          ))}
        </>
      )}
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        showCloseButton
        bodyClassName="bz-review-preview__sheet"
      >
        <h2 className="bz-review-preview__sheet-title">{t('detail.reviews', { count: summary.count })}</h2>
        <PullRefreshList {...texts} {...listProps(all)} empty={<EmptyState description={t('detail.noReviews')} />}>
          {all.items.map((review) => (
            <ReviewItem key={review.id} review={review} {...itemProps} />
          ))}
        </PullRefreshList>
      </Popup>
    </section>
  );
}
