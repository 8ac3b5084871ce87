import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MenuList } from '@bazaar/design-system';
import type { ContentPaths } from './content-paths';

const KINDS = ['banners', 'networks', 'promos', 'articles'] as const;

/** The four content editors, each with what it changes in the shop. */
export function ContentHubScreen({ paths }: { paths: ContentPaths }) {
  const { t } = useTranslation('consoleContent');
  const navigate = useNavigate();
  return (
    <MenuList
      items={KINDS.map((kind) => ({
        key: kind,
        title: (
          <span className="bz-console-content__hub-item">
            <strong>{t(`hub.${kind}`)}</strong>
            <small>{t(`hub.${kind}Hint`)}</small>
          </span>
        ),
        onClick: () => navigate(paths[kind]),
      }))}
    />
  );
}
