export { BagItem, bagItemDefaults, type BagItemProps, type BagItemData } from './bag-item';
