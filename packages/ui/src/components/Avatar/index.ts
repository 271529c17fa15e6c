export * from './Avatar';
export * from './initialOf';
