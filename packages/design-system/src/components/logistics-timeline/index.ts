export {
  LogisticsTimeline,
  formatDateTime,
  type LogisticsTimelineProps,
  type LogisticsLine,
} from './logistics-timeline';
