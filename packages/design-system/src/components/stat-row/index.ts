export { StatRow, type StatRowProps, type StatItem } from './stat-row';
