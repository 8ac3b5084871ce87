import type { NotificationTarget } from '@bazaar/contract';
import type { StorefrontLinks } from '../../lib';

/** Where tapping a notification goes: its order, its top-up or withdrawal record, the favourite's detail, a shop's conversation, or the flash page. */
export function targetLink(links: StorefrontLinks, target: NotificationTarget): string {
  switch (target.kind) {
    case 'order':
      return links.orderInfo(target.id);
    case 'recharge':
      return links.topUpRecord(target.id);
    case 'extract':
      return links.withdrawalRecords(target.id);
    case 'product':
      return links.product(target.id);
    case 'chat':
      return `/chat/${target.id}`;
    case 'flash':
      return links.flash();
  }
}
