import { ServiceScreen } from '@bazaar/features/content';

export default function ServiceRoute() {
  return <ServiceScreen />;
}
