// Density values, declared once: the provider, its styles and the story controls read this tuple.
/**
 * How roomy the controls are. `comfortable` is the library's everyday size (44 px targets);
 * `large` is for small hands and early readers: 56 px targets at least 8 px apart, larger type
 * (body text 20 px) and larger pictures.
 */
export const densities = ['comfortable', 'large'] as const;
export type Density = (typeof densities)[number];
