export { CommentScreen } from './screens/comment-screen';
export { reviewLocales } from './locales';
