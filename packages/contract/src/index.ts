export * from './errors';
export * from './auth';
export * from './client';
export * from './schemas/accounts';
