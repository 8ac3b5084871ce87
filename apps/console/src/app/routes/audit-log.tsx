import { AuditLogScreen } from '@bazaar/features/console-operations';

export default AuditLogScreen;
