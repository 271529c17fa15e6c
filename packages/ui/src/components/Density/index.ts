export { DensityProvider, type DensityProviderProps } from './Density';
export { densities, type Density } from './Density.props';
