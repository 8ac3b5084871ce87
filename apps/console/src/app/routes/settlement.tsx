import { SettlementScreen } from '@bazaar/features/console';

export default SettlementScreen;
