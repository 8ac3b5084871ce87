import { useTranslation } from 'react-i18next';
import type { AdminBanner } from '@bazaar/contract';
import { ContentList } from '../components/content-list';
import type { ContentPaths } from './content-paths';

/** Home banners in the shop's order, with their picture; filtered by a language they still lack. */
export function BannersScreen({ paths }: { paths: ContentPaths }) {
  const { t } = useTranslation('consoleContent');
  return (
    <ContentList<AdminBanner>
      kind="banners"
      translated="banner"
      path={paths.banners}
      newLabel={t('new.banner')}
      name={(b) => b.title || b.image}
      lines={(b) => [
        { label: t('field.link'), value: b.link || '—' },
        { label: t('field.sort'), value: b.sort },
      ]}
      preview={(b) => <img className="bz-console-content__preview" src={b.image} alt={b.title} loading="lazy" />}
    />
  );
}
