import { useTranslation } from 'react-i18next';
import type { AdminNetwork } from '@bazaar/contract';
import { ContentList } from '../components/content-list';
import type { ContentPaths } from './content-paths';

/** The chain networks shoppers deposit on, with their address and minimum. */
export function NetworksScreen({ paths }: { paths: ContentPaths }) {
  const { t } = useTranslation('consoleContent');
  return (
    <ContentList<AdminNetwork>
      kind="networks"
      path={paths.networks}
      newLabel={t('new.network')}
      name={(n) => `${n.name} · ${n.currency}`}
      lines={(n) => [
        { label: t('field.address'), value: n.address },
        { label: t('field.minAmount'), value: n.min_amount },
        { label: t('field.sort'), value: n.sort },
      ]}
    />
  );
}
