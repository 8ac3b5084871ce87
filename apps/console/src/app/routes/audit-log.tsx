import { AuditLogScreen } from '@bazaar/features/console';

export default AuditLogScreen;
