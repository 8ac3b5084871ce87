import { useDeskWidth } from '@bazaar/design-system';
import { useApi } from '../../lib';
import { useAdminList } from '../api/use-admin-list';
import { REFUND_FILTERS } from '../components/status-filters';
import { useRefundCard } from '../components/use-refund-card';
import { ExportButton } from '../../console-kit/components/export-button';
import { QueuePage } from '../../console-kit/components/queue-page';
import { useListQuery } from '../../console-kit/components/use-list-query';
import { RefundsTable } from './refunds-table';

export interface RefundsScreenProps {
  /** The console path of an order's detail (the desk table links each refund's order). */
  orderPath?: (id: number) => string;
}

/** Refunds to handle: approve or refuse a request; confirm the goods once a return arrives. A table at a desk. */
export function RefundsScreen({ orderPath }: RefundsScreenProps) {
  return useDeskWidth() ? <RefundsTable orderPath={orderPath} /> : <RefundCards />;
}

/** The phone's refunds: a tab per state (pending first), one card each. */
function RefundCards() {
  const api = useApi();
  const { filter, tabs } = useListQuery('pending');
  const list = useAdminList('refunds', filter, api.admin.refundList);
  const card = useRefundCard(list.refresh);
  return (
    <QueuePage
      statuses={REFUND_FILTERS}
      {...tabs}
      toolbar={<ExportButton onExport={() => api.admin.refundExport(filter)} fallbackName="refunds.csv" />}
      list={list}
      renderItem={card}
    />
  );
}
