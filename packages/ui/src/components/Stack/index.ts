export { Stack, stackAligns, stackJustifies, type SpaceToken, type StackProps } from './Stack';
