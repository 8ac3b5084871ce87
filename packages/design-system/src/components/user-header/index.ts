export { UserHeader, UserHeaderStat, type UserHeaderProps, type UserHeaderStatProps } from './user-header';
