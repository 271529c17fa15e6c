export * from './UserCard';
