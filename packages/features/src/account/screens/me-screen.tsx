import type { ReactNode } from 'react';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LANGUAGE_NAMES, ORDER_STATUSES, normalizeLang } from '@bazaar/contract';
import {
  MenuList,
  SectionHeader,
  StatRow,
  UserHeader,
  UserHeaderStat,
  confirmDialog,
  useFormatPrice,
} from '@bazaar/design-system';
import { useLinks, useUser } from '../../lib';
import { useSignOut } from '../api/use-sign-out';
import { displayName } from '../components/display-name';
import { useGo } from '../components/use-go';
import './me-screen.css';

/** What the "me" tab shows besides its own sections. */
export interface MeScreenProps {
  /** Under the orders, e.g. the shopper's recently viewed and bought products. */
  aside?: ReactNode;
}

/** /filter, the "me" tab: who, balances, orders per status, wallet, and everything else. */
export function MeScreen({ aside }: MeScreenProps) {
  const { t, i18n } = useTranslation('account');
  const money = useFormatPrice();
  const links = useLinks();
  const navigate = useNavigate();
  const go = useGo();
  const signOut = useSignOut();
  const { data: user } = useUser();
  const lang = normalizeLang(i18n.language);

  const confirmSignOut = async () => {
    const ok = await confirmDialog({ content: t('me.signOutConfirm'), confirmText: t('ok'), cancelText: t('cancel') });
    if (ok) await signOut();
  };

  return (
    <div className="bz-me">
      {user ? (
        <UserHeader
          avatar={user.avatar || undefined}
          name={displayName(user)}
          subtitle={user.email}
          onPress={() => navigate(links.profile())}
        >
          <UserHeaderStat label={t('me.balance')} value={money(user.money)} />
          <UserHeaderStat label={t('me.frozen')} value={money(user.frozen_money)} />
        </UserHeader>
      ) : (
        <div className="bz-me__loading">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      )}

      <section className="bz-me__card" aria-label={t('me.myOrders')}>
        <SectionHeader
          title={t('me.myOrders')}
          moreText={t('me.allOrders')}
          onMore={() => navigate(links.myPurchases())}
          level={2}
        />
        <StatRow
          items={ORDER_STATUSES.map((status) => ({
            key: status,
            label: t(`status.${status}`),
            count: user?.order_counts[status] ?? 0,
            ...go(links.myPurchases(status)),
          }))}
        />
      </section>
      {aside}

      <MenuList
        header={t('me.wallet')}
        items={[
          { key: 'topUp', title: t('me.topUp'), ...go(links.topUp()) },
          { key: 'withdraw', title: t('me.withdraw'), ...go(links.withdrawal()) },
          { key: 'records', title: t('me.fundRecords'), ...go(links.capitalRecord()) },
          { key: 'vouchers', title: t('me.vouchers'), ...go(links.vouchers()) },
        ]}
      />
      <MenuList
        header={t('me.services')}
        items={[
          { key: 'address', title: t('me.addresses'), ...go(links.address()) },
          { key: 'favourites', title: t('me.favourites'), extra: user?.favourite_count, ...go(links.myFavourite()) },
          { key: 'follows', title: t('me.followedShops'), extra: user?.follow_count, ...go(links.followedShops()) },
          { key: 'messages', title: t('me.messages'), badge: user?.chat_unread, ...go(links.chat()) },
          {
            key: 'notifications',
            title: t('me.notifications'),
            badge: user?.unread_notifications,
            ...go(links.notification()),
          },
          { key: 'merchant', title: t('me.merchantEntry'), ...go(links.merchantEntry()) },
          { key: 'help', title: t('me.help'), ...go(links.helpAndSupport()) },
          { key: 'service', title: t('me.service'), ...go(links.service()) },
          { key: 'language', title: t('me.language'), extra: lang && LANGUAGE_NAMES[lang], ...go(links.language()) },
          { key: 'settings', title: t('me.settings'), ...go(links.setting()) },
        ]}
      />
      <MenuList items={[{ key: 'signOut', title: t('me.signOut'), danger: true, onClick: confirmSignOut }]} />
    </div>
  );
}
