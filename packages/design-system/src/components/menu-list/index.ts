export { MenuList, type MenuListProps, type MenuItem } from './menu-list';
