import { useState } from 'react';
import { Button, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState, ImageUploader, OrderLine, StarRatingInput, Toast } from '@bazaar/design-system';
import { isRefused, LoadFailed, useLinks, useOrderDetail } from '../../lib';
import { useComment, useUploadImage } from '../api/comment';
import './comment.css';

const SCORES = ['product_score', 'service_score', 'postage_score'] as const;
type Scores = Record<(typeof SCORES)[number], number>;

/** /comment?order_id=&product_id=: three star ratings, the text and up to 6 pictures for one item. */
export function CommentScreen() {
  const { t } = useTranslation('review');
  const links = useLinks();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = Number(params.get('order_id')) || undefined;
  const productId = Number(params.get('product_id')) || undefined;
  const order = useOrderDetail(orderId);
  const comment = useComment();
  const upload = useUploadImage();
  const [scores, setScores] = useState<Scores>({ product_score: 5, service_score: 5, postage_score: 5 });
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const line = order.data?.items.find((i) => i.product_id === productId);

  if (!orderId || !productId || isRefused(order.error) || (order.data && !line)) {
    return (
      <EmptyState
        description={t('notFound')}
        actionText={t('myOrders')}
        onAction={() => navigate(links.myPurchases())}
      />
    );
  }

  if (!order.data && order.error) return <LoadFailed onRetry={() => void order.mutate()} />;

  const submit = async () => {
    if (!content.trim()) return void Toast.show({ content: t('contentEmpty') });
    setBusy(true);
    try {
      await comment({ order_id: orderId, product_id: productId, ...scores, content: content.trim(), images });
      Toast.show({ content: t('thanks') });
      navigate(links.orderInfo(orderId), { replace: true });
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="bz-comment" onSubmit={(e) => (e.preventDefault(), void submit())} noValidate>
      {line && (
        <div className="bz-comment__card">
          <OrderLine line={line} />
        </div>
      )}
      <div className="bz-comment__card">
        {SCORES.map((key) => (
          <StarRatingInput
            key={key}
            label={t(`score.${key}`)}
            value={scores[key]}
            onChange={(v) => setScores({ ...scores, [key]: v })}
            starLabel={(n, max) => t('star', { n, max })}
          />
        ))}
      </div>
      <div className="bz-comment__card">
        <label className="bz-comment__label" htmlFor="review-content">
          {t('content')}
        </label>
        <TextArea
          id="review-content"
          placeholder={t('placeholder')}
          autoSize={{ minRows: 4, maxRows: 8 }}
          maxLength={1000}
          showCount
          value={content}
          onChange={setContent}
        />
        <span className="bz-comment__label">{t('pictures')}</span>
        <ImageUploader
          value={images}
          onChange={setImages}
          upload={upload}
          max={6}
          addLabel={t('addPicture')}
          uploadingText={t('uploading')}
          removeLabel={t('remove')}
        />
      </div>
      <Button block type="submit" color="primary" shape="rounded" loading={busy}>
        {t('submit')}
      </Button>
    </form>
  );
}
