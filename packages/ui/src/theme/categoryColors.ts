// The ten colours a goal category can have (content spec §3: blue, green, purple, red, orange,
// pink, indigo, teal, yellow, gray). A category stores only the name; each theme gives every
// name three fixed values, all checked by the contrast test:
//   fill  the background of a category chip or icon tile,
//   text  the words on that fill (4.5:1),
//   ink   the colour itself used as text, a chart point or a swatch on the page (4.5:1 against
//         every surface of the theme).

export const categoryColors = [
  'blue',
  'green',
  'purple',
  'red',
  'orange',
  'pink',
  'indigo',
  'teal',
  'yellow',
  'gray',
] as const;
export type CategoryColor = (typeof categoryColors)[number];

export type CategoryColorValues = { fill: string; text: string; ink: string };
export type CategoryPalette = Record<CategoryColor, CategoryColorValues>;

/** Soft fills with deep words; inks deep enough for the cream and white surfaces. */
export const lightCategoryPalette: CategoryPalette = {
  blue: { fill: '#dbeafe', text: '#1e3a8a', ink: '#1d4ed8' },
  green: { fill: '#dcfce7', text: '#14532d', ink: '#166534' },
  purple: { fill: '#f3e8ff', text: '#581c87', ink: '#7e22ce' },
  red: { fill: '#fee2e2', text: '#7f1d1d', ink: '#b91c1c' },
  orange: { fill: '#ffedd5', text: '#7c2d12', ink: '#b4400b' },
  pink: { fill: '#fce7f3', text: '#831843', ink: '#be185d' },
  indigo: { fill: '#e0e7ff', text: '#312e81', ink: '#4338ca' },
  teal: { fill: '#ccfbf1', text: '#134e4a', ink: '#0f766e' },
  yellow: { fill: '#fef3c7', text: '#713f12', ink: '#975a16' },
  gray: { fill: '#e5e7eb', text: '#1f2937', ink: '#4b5563' },
};

/** Deep fills with pale words; inks light enough for the night-blue surfaces. */
export const darkCategoryPalette: CategoryPalette = {
  blue: { fill: '#1e3a8a', text: '#dbeafe', ink: '#93c5fd' },
  green: { fill: '#14532d', text: '#dcfce7', ink: '#86efac' },
  purple: { fill: '#581c87', text: '#f3e8ff', ink: '#d8b4fe' },
  red: { fill: '#7f1d1d', text: '#fee2e2', ink: '#fca5a5' },
  orange: { fill: '#7c2d12', text: '#ffedd5', ink: '#fdba74' },
  pink: { fill: '#831843', text: '#fce7f3', ink: '#f9a8d4' },
  indigo: { fill: '#312e81', text: '#e0e7ff', ink: '#a5b4fc' },
  teal: { fill: '#134e4a', text: '#ccfbf1', ink: '#5eead4' },
  yellow: { fill: '#713f12', text: '#fef9c3', ink: '#fde047' },
  gray: { fill: '#374151', text: '#f3f4f6', ink: '#d1d5db' },
};

export type CategoryColorTokens = Record<
  CategoryColor | `${CategoryColor}Text` | `${CategoryColor}Ink`,
  string
>;

/** The palette as flat theme tokens: blue, blueText, blueInk, green, … */
export function categoryColorTokens(palette: CategoryPalette): CategoryColorTokens {
  const tokens: Partial<CategoryColorTokens> = {};
  for (const color of categoryColors) {
    tokens[color] = palette[color].fill;
    tokens[`${color}Text`] = palette[color].text;
    tokens[`${color}Ink`] = palette[color].ink;
  }
  return tokens as CategoryColorTokens;
}

/** True for one of the ten names; other values (a stored hex) are drawn as they are. */
export function isCategoryColor(value: string | null | undefined): value is CategoryColor {
  return (categoryColors as readonly string[]).includes(value ?? '');
}
