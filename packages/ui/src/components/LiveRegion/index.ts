export * from './LiveRegion';
