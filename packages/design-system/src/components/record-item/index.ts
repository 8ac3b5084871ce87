export { RecordItem, recordItemDefaults, type RecordItemProps, type RecordDetail } from './record-item';
