import { useTranslation } from 'react-i18next';
import type { FlashItem, FlashSessionStatus } from '@bazaar/contract';
import { FlashProgress, StatusTag, useFormatPrice, useNumberFormat, type StatusTone } from '@bazaar/design-system';
import { formatDate } from '../../console-kit/dates';
import { useFlashPhase, type FlashWindow } from '../../lib/flash/flash-phase';

const TONES: Record<FlashSessionStatus, StatusTone> = { live: 'success', upcoming: 'warning', ended: 'default' };

/**
 * A session's status as a tag (a card's head, the table's status column, the items' head), counted on the screens'
 * clock: the server's `status` goes stale on an open page.
 */
export function SessionStatusTag({ session }: { session: FlashWindow }) {
  const { t } = useTranslation('console');
  const phase = useFlashPhase(session) ?? 'upcoming';
  return <StatusTag tone={TONES[phase]}>{t(`flash.status.${phase}`)}</StatusTag>;
}

/** A session's window, each end kept whole: a narrow cell breaks between them, not inside a date. */
export function SessionWindow({ session }: { session: FlashWindow }) {
  return (
    <>
      <span className="bz-console-flash__date">{formatDate(session.starts_at)} –</span>{' '}
      <span className="bz-console-flash__date">{formatDate(session.ends_at)}</span>
    </>
  );
}

/** Why an item may no longer be added, changed or removed; null while the session has not started. */
export function useLockedReason(phase: FlashSessionStatus | null): string | null {
  const { t } = useTranslation('console');
  if (phase === 'live') return t('flash.lockedLive');
  if (phase === 'ended') return t('flash.lockedEnded');
  return null;
}

/**
 * What a card line or a table cell says of an item: its product and SKU, its flash and normal prices, the
 * units offered and per shopper, and the units sold as a bar.
 */
export function useItemFacts() {
  const { t } = useTranslation('console');
  const price = useFormatPrice();
  const number = useNumberFormat();
  return (item: FlashItem) => ({
    product: `#${item.product.id} · ${item.product.title}`,
    sku: item.sku_id ? t('flash.skuNo', { id: item.sku_id }) : t('flash.noSpecs'),
    price: price(item.flash_price),
    normalPrice: price(item.product.price),
    stock: number.count(item.flash_stock),
    perUser: number.count(item.per_user_limit),
    sold: (
      <FlashProgress
        className="bz-console-flash__progress"
        sold={item.sold}
        total={item.flash_stock}
        label={t('flash.soldOf', { sold: number.count(item.sold), stock: number.count(item.flash_stock) })}
      />
    ),
  });
}
