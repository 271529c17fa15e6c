export { HeroMedia, type HeroMediaProps, type HeroVideoSource } from './HeroMedia';
