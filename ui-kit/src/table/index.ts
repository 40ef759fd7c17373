export { Table, type TableColumn, type TableProps, type TableSort, type SortDirection, nextSort } from './table';
