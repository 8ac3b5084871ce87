import { useTranslation } from 'react-i18next';
import type { AdminPromo } from '@bazaar/contract';
import { useNumberFormat } from '@bazaar/design-system';
import { ContentList } from '../components/content-list';
import { formatDate } from '../../console-kit/dates';
import type { ContentPaths } from './content-paths';

/** Promo codes newest first: the discount, minimum spend, validity and how often each was used. */
export function PromosScreen({ paths }: { paths: ContentPaths }) {
  const { t } = useTranslation('consoleContent');
  const { percent } = useNumberFormat();
  const validity = (p: AdminPromo) =>
    `${p.starttime ? formatDate(p.starttime) : t('field.noLimit')} – ${p.endtime ? formatDate(p.endtime) : t('field.noLimit')}`;
  return (
    <ContentList<AdminPromo>
      kind="promoCodes"
      path={paths.promos}
      newLabel={t('new.promo')}
      name={(p) => p.code}
      lines={(p) => [
        { label: t('field.type'), value: p.type === 'percent' ? percent(p.percent) : p.amount },
        { label: t('field.minSpend'), value: p.min_spend },
        { label: t('field.validity'), value: validity(p) },
        { label: t('field.used'), value: p.total_limit ? `${p.used_count} / ${p.total_limit}` : p.used_count },
      ]}
    />
  );
}
