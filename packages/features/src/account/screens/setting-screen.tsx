import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, normalizeLang } from '@bazaar/contract';
import { confirmDialog, MenuList, Toast } from '@bazaar/design-system';
import { clearSearchHistory, useLinks, useSession } from '../../lib';
import { useSignOut } from '../api/use-sign-out';
import { useGo } from '../components/use-go';
import './account-forms.css';

/** What the settings screen shows besides its own sections. */
export interface SettingScreenProps {
  /** Further settings under the general ones, e.g. notifications. */
  aside?: ReactNode;
}

/** /setting: account, language, local data, about and legal, sign out. */
export function SettingScreen({ aside }: SettingScreenProps) {
  const { t, i18n } = useTranslation('account');
  const links = useLinks();
  const go = useGo();
  const { token } = useSession();
  const signOut = useSignOut();
  const lang = normalizeLang(i18n.language);

  const confirmSignOut = async () => {
    const ok = await confirmDialog({ content: t('me.signOutConfirm'), confirmText: t('ok'), cancelText: t('cancel') });
    if (ok) await signOut();
  };

  return (
    <div className="bz-account-page">
      <MenuList
        header={t('setting.account')}
        items={[
          { key: 'profile', title: t('setting.profile'), ...go(links.profile()) },
          { key: 'passwords', title: t('setting.passwords'), ...go(links.passwords()) },
          { key: 'security', title: t('setting.security'), ...go(links.security()) },
        ]}
      />
      <MenuList
        header={t('setting.general')}
        items={[
          { key: 'language', title: t('me.language'), extra: lang && LANGUAGE_NAMES[lang], ...go(links.language()) },
          {
            key: 'search',
            title: t('setting.clearSearch'),
            onClick: () => {
              clearSearchHistory();
              Toast.show({ content: t('setting.searchCleared') });
            },
          },
        ]}
      />
      {aside}
      <MenuList
        items={[
          { key: 'about', title: t('setting.about'), ...go(links.platform()) },
          { key: 'law', title: t('setting.law'), ...go(links.law()) },
        ]}
      />
      {token && (
        <MenuList items={[{ key: 'signOut', title: t('me.signOut'), danger: true, onClick: confirmSignOut }]} />
      )}
    </div>
  );
}
