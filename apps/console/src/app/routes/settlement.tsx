import { SettlementScreen } from '@bazaar/features/console-operations';

export default SettlementScreen;
