import { CommentScreen } from '@bazaar/features/review';

export default function CommentRoute() {
  return <CommentScreen />;
}
