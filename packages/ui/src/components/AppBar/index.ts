export * from './AppBar';
