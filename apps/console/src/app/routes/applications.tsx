import { ApplicationsScreen } from '@bazaar/features/console';

export default ApplicationsScreen;
