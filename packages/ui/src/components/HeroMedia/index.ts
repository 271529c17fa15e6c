export * from './HeroMedia';
