// The featured tags and how a tag reads as a title. Kept apart from the API contract so the
// prerendered landing page can use them without loading the API client.

/** The three tags the library features, each with its icon (spec §2: an icon for these only). */
export const featuredTagIcons: Readonly<Record<string, string>> = {
  'growth-mindset': '🌱',
  'study-support': '📚',
  'well-being': '💛',
};

export const tagIcon = (tag: string): string | undefined => featuredTagIcons[tag.toLowerCase()];

/** 'growth-mindset' → 'Growth Mindset'. */
export function titleCaseTag(tag: string): string {
  return tag
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
