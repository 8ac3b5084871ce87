export {
  FlashItemCard,
  flashItemCardDefaults,
  type FlashItemCardData,
  type FlashItemCardProps,
} from './flash-item-card';
