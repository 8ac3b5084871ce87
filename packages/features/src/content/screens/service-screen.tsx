import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@bazaar/design-system';
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
      <ul className="bz-content__channels">
        {channels.data.map((c) => {
          const href = HREF[c.type]?.(c.value);
          return (
            <li key={c.type} className="bz-content__channel">
              <span className="bz-content__channel-label">{c.label}</span>
              {href ? (
                <a
                  className="bz-content__channel-value"
                  href={href}
                  target={href.startsWith('http') ? '_blank' : undefined}
                  rel="noopener noreferrer"
                >
                  {c.value}
                </a>
              ) : (
                <span className="bz-content__channel-value">{c.value}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
