export * as Table from './Table';
export * from './tableProps';
