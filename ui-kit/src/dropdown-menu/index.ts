export { DropdownMenu, type DropdownMenuItem, type DropdownMenuProps } from './dropdown-menu';
