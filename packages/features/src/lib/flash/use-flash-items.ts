import { useTranslation } from 'react-i18next';
import { useApi } from '../api-provider';
import { queryKeys } from '../queries/keys';
import { usePagedList } from '../use-paged-list';

/** Items per page of a flash session (the home strip shows the first page). */
export const FLASH_PAGE_SIZE = 20;

/** GET flash/items of one flash session, endless; paused while `sessionId` is null. */
export function useFlashItems(sessionId: number | null) {
  const api = useApi();
  const { i18n } = useTranslation();
  return usePagedList(sessionId === null ? null : queryKeys.flashItems(sessionId, i18n.language), (page) =>
    api.flash.items({ session_id: sessionId!, page, limit: FLASH_PAGE_SIZE }),
  );
}
