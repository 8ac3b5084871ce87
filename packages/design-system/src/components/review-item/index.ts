export { ReviewItem, type ReviewItemProps, type ReviewItemData } from './review-item';
