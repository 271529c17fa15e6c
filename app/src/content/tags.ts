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

/** What a post in a list says of its keywords: the tags and their names in its language. */
export interface PostKeywords {
  keywords: readonly string[];
  keyword_names: readonly string[];
  language: string;
}

/**
 * A tag's name as the posts written in the reader's language call it (a post shown in English,
 * its original, names its tags as they are written), its first letter capitalised as a title.
 */
export function tagNameInPosts(posts: readonly PostKeywords[], tag: string): string | undefined {
  for (const post of posts) {
    if (post.language === 'en') continue;
    const name =
      post.keyword_names[post.keywords.findIndex((k) => k.toLowerCase() === tag.toLowerCase())];
    if (name) return name.charAt(0).toLocaleUpperCase(post.language) + name.slice(1);
  }
  return undefined;
}
