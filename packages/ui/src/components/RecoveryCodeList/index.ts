export * from './RecoveryCodeList';
