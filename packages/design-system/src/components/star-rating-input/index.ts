export { StarRatingInput, starRatingInputDefaults, type StarRatingInputProps } from './star-rating-input';
