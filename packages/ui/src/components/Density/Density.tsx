import { createContext, useContext, type ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import type { Density } from './Density.props';
import * as styles from './Density.css';

const DensityContext = createContext<Density>('comfortable');

/**
 * The class of the density around a component. Dialogs, menus, selects and tooltips render
 * outside the provider's element (in a portal on <body>) and put this class on themselves.
 */
export function useDensityClass(): string | undefined {
  const density = useContext(DensityContext);
  return density === 'comfortable' ? undefined : styles.density[density];
}

export type DensityProviderProps = ComponentPropsWithRef<'div'> & {
  density: Density;
};

/**
 * Sizes every component inside it to a density: `large` for a child's board (56 px targets
 * at least 8 px apart, 20 px text, large pictures). It renders a div carrying
 * data-density; its dialogs, menus and tooltips follow it too.
 */
export function DensityProvider({ density, className, children, ...props }: DensityProviderProps) {
  return (
    <DensityContext.Provider value={density}>
      <div data-density={density} className={cx(styles.density[density], className)} {...props}>
        {children}
      </div>
    </DensityContext.Provider>
  );
}
