import { DEFAULT_FLAVOR } from '../db/schema';

export interface BuiltInCategory {
  name: string;
  /** One emoji a pre-reader recognises without reading the name. */
  icon: string;
  /** A colour with enough contrast for white text, as #rrggbb. */
  color: string;
}

export interface BuiltInFlavor {
  key: string;
  name: string;
  categories: BuiltInCategory[];
}

/** The flavor every account starts with: everyday areas of a child's life. */
export const generalFlavor: BuiltInFlavor = {
  key: DEFAULT_FLAVOR,
  name: 'General',
  categories: [
    { name: 'Chores', icon: '🧹', color: '#2563eb' },
    { name: 'Homework', icon: '📚', color: '#7c3aed' },
    { name: 'Health', icon: '🍎', color: '#16a34a' },
    { name: 'Creative', icon: '🎨', color: '#db2777' },
    { name: 'Sports', icon: '⚽', color: '#ea580c' },
    { name: 'Kindness', icon: '💛', color: '#ca8a04' },
    { name: 'Outdoors', icon: '🌳', color: '#0d9488' },
    { name: 'Self-care', icon: '🛁', color: '#0891b2' },
  ],
};

export const builtInFlavors: BuiltInFlavor[] = [generalFlavor];
