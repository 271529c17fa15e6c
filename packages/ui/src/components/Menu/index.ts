export * as Menu from './Menu';
