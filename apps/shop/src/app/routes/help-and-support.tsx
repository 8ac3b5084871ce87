import { ArticlesScreen } from '@bazaar/features/content';

export default function HelpAndSupportRoute() {
  return <ArticlesScreen kind="helpSupport" />;
}
