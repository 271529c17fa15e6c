export { DensityProvider, type DensityProviderProps } from './Density';
export * from './Density.props';
