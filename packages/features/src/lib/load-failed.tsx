import { useTranslation } from 'react-i18next';
import { isApiError } from '@bazaar/api-client';
import { EmptyState } from '@bazaar/design-system';
import { useOnline } from './use-online';

/**
 * Whether the server answered that what was asked for is not there (or not the caller's): its refusal,
 * a `code: 0` envelope. Only this may be shown as "not found"; no answer at all (offline, a timeout, a
 * server error) says nothing about the thing itself.
 */
export const isRefused = (error: unknown): boolean => isApiError(error) && error.kind === 'business';

/** What the "could not load" message offers: a way to ask again. */
export interface LoadFailedProps {
  /** Asks again (SWR's `mutate`). */
  onRetry: () => void;
}

/**
 * What a detail page shows when its data did not come and the server did not refuse it: offline, that
 * it loads again once back online (SWR revalidates on reconnect), else that it could not load; both
 * with a retry.
 */
export function LoadFailed({ onRetry }: LoadFailedProps) {
  const { t } = useTranslation('common');
  const online = useOnline();
  return (
    <EmptyState
      description={online ? t('list.failed') : t('list.offline')}
      actionText={t('list.retry')}
      onAction={onRetry}
    />
  );
}
