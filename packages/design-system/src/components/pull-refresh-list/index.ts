export {
  PullRefreshList,
  pullRefreshListDefaults,
  LOAD_MORE_OFFSET,
  PULL_HEAD_HEIGHT,
  type PullRefreshListProps,
} from './pull-refresh-list';
export { PULL_COMPLETE_DELAY } from './use-pull-to-refresh';
