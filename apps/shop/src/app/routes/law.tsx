import { ArticlesScreen } from '@bazaar/features/content';

export default function LawRoute() {
  return <ArticlesScreen kind="law" />;
}
