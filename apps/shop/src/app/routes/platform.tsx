import { ArticlesScreen } from '@bazaar/features/content';

export default function PlatformRoute() {
  return <ArticlesScreen kind="platform" />;
}
