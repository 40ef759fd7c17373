export { Pagination, type PaginationLabels, type PaginationProps, useCursorPages } from './pagination';
