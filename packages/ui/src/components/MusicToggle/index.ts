export * from './MusicToggle';
