export * from './UserCard';
export * from './accountKinds';
