export {
  defaultPaginationMessages,
  Pagination,
  paginationPageVariants,
  type PaginationMessages,
  type PaginationProps,
} from './Pagination';
