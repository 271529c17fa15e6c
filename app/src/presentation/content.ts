import type { ContentSummary } from '@taskboard/contract';
import type { ArticlePost } from '@taskboard/ui';

// A content post in the ui's words.

export function articlePostOf(post: ContentSummary): ArticlePost {
  return {
    title: post.title,
    summary: post.running_title,
    // What the reader sees: the tags' names in the post's language.
    keywords: post.keyword_names,
    targetAge: post.target_age,
    author: post.author,
    publishedAt: post.publication_date,
  };
}
