export * as Table from './Table';
export { tableDensities, tableVariants, type TableDensity, type TableVariant } from './tableProps';
