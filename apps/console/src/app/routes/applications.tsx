import { ApplicationsScreen } from '@bazaar/features/console-operations';

export default ApplicationsScreen;
