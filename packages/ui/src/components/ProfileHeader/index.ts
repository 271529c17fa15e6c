export * from './ProfileHeader';
