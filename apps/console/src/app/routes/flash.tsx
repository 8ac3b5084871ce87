import {
  FlashItemEditScreen,
  FlashItemsScreen,
  FlashSessionEditScreen,
  FlashSessionsScreen,
} from '@bazaar/features/console-flash';
import { paths } from '../../config/pages';

// Flash sales: the sessions, a session's editor (/flash/sessions/<id> or new), its items (/flash/<id>) and an
// item's editor (/flash/<id>/items/<itemId> or new).
export const FlashSessions = () => <FlashSessionsScreen paths={paths} />;
export const FlashSessionEdit = () => <FlashSessionEditScreen paths={paths} />;
export const FlashItems = () => <FlashItemsScreen paths={paths} />;
export const FlashItemEdit = () => <FlashItemEditScreen paths={paths} />;
