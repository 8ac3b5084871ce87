import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { MenuList, confirmDialog } from '@bazaar/design-system';
import { useLinks } from '../../lib';
import { useSessions } from '../api/get-sessions';
import { useSignOut } from '../api/use-sign-out';
import { useGo } from '../components/use-go';
import './account-forms.css';
import './security-screen.css';

/** /security: passwords, the signed-in devices, and signing out of all of them. */
export function SecurityScreen() {
  const { t, i18n } = useTranslation('account');
  const links = useLinks();
  const go = useGo();
  const sessions = useSessions();
  const signOut = useSignOut();
  const date = (seconds: number) =>
    new Date(seconds * 1000).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const signOutAll = async () => {
    const ok = await confirmDialog({
      content: t('security.signOutAllConfirm'),
      confirmText: t('ok'),
      cancelText: t('cancel'),
    });
    if (ok) await signOut({ all: true });
  };

  return (
    <div className="bz-account-page">
      <MenuList items={[{ key: 'passwords', title: t('security.passwords'), ...go(links.passwords()) }]} />
      <section className="bz-security__sessions" aria-labelledby="security-sessions">
        <h2 id="security-sessions" className="bz-security__title">
          {t('security.sessions')}
        </h2>
        <ul className="bz-security__list">
          {(sessions.data ?? []).map((s) => (
            <li key={s.id} className="bz-security__item">
              <span className="bz-security__device">
                {s.device || t(s.current ? 'security.thisDevice' : 'security.otherDevice')}
                {s.current && s.device && (
                  <Tag color="primary" fill="outline">
                    {t('security.thisDevice')}
                  </Tag>
                )}
              </span>
              <span className="bz-security__since">{t('security.since', { date: date(s.createtime) })}</span>
            </li>
          ))}
        </ul>
      </section>
      <MenuList items={[{ key: 'all', title: t('security.signOutAll'), danger: true, onClick: signOutAll }]} />
    </div>
  );
}
