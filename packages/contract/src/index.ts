export * from './errors';
export * from './auth';
export * from './client';
export * from './schemas/common';
export * from './schemas/accounts';
export * from './schemas/backlog';
export * from './schemas/family';
export * from './schemas/taskbreaker';
