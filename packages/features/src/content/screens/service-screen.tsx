import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState, MenuList } from '@bazaar/design-system';
import { useServiceChannels } from '../api/content';
import './content.css';

/** Channels that open an app on the phone; hours and the rest are plain text. */
const HREF: Record<string, (v: string) => string> = {
  email: (v) => `mailto:${v}`,
  phone: (v) => `tel:${v.replace(/[^\d+]/g, '')}`,
  whatsapp: (v) => `https://wa.me/${v.replace(/\D/g, '')}`,
  telegram: (v) => `https://t.me/${v.replace(/^@/, '')}`,
};

/** /service: how to reach customer service. */
export function ServiceScreen() {
  const { t } = useTranslation('content');
  const channels = useServiceChannels();
  if (!channels.data)
    return channels.error ? (
      <EmptyState description={t('loadFailed')} />
    ) : (
      <Skeleton.Paragraph lineCount={4} animated />
    );
  return (
    <div className="bz-content">
      <p className="bz-content__intro">{t('serviceIntro')}</p>
      <MenuList
        items={channels.data.map((c) => ({
          key: c.type,
          title: c.label,
          extra: c.value,
          ...(HREF[c.type] ? { href: HREF[c.type]!(c.value) } : {}),
        }))}
      />
    </div>
  );
}
