import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { headingTag } from '../../internal/headingTag';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { formatDay } from '../BadgeTier/formatDay';
import type { HeadingLevel } from '../Heading';
import { formatTargetAge, targetAgeTexts, type TargetAgeMessages } from './targetAge';
import { defineMessages } from '../../messages/defineMessages';
import * as styles from './ArticleCard.css';

/** A content post as the card shows it. */
export type ArticlePost = {
  title: string;
  /** The summary line under the title. */
  summary?: string | null;
  keywords?: readonly string[] | null;
  /** The reader's age the post is written for; above 27 it is for parents. */
  targetAge?: number | null;
  author?: string | null;
  /** When it was published (an ISO date). */
  publishedAt?: string | null;
};

/** Every text of the card, with English defaults. */
export type ArticleCardMessages = TargetAgeMessages & {
  age: string;
  author: string;
  published: string;
  /** The keyword list's name for screen readers. */
  keywords: string;
};

export const defaultArticleCardMessages: ArticleCardMessages = defineMessages('articleCard', {
  ...targetAgeTexts,
  age: 'Age',
  author: 'By',
  published: 'Published',
  keywords: 'Keywords',
});

/** What `renderLink` receives: spread it on the app's router link. */
export type ArticleLinkProps = { href: string; className: string; children: ReactNode };

export type ArticleCardProps = Omit<ComponentPropsWithRef<'article'>, 'children'> & {
  post: ArticlePost;
  /** Where the post opens, e.g. `/content/${id}`. */
  href: string;
  /** Where a keyword leads, e.g. `/content/tags/${keyword}`; without it keywords are plain tags. */
  tagHref?: (keyword: string) => string;
  /** Renders a link; the app passes its router's Link here. Defaults to a plain <a>. */
  renderLink?: (props: ArticleLinkProps) => ReactNode;
  formatDate?: (date: string) => string;
  /** The level of the post's title, to fit the page's outline. */
  headingLevel?: HeadingLevel;
  messages?: Partial<ArticleCardMessages>;
};

const defaultLink = ({ children, ...props }: ArticleLinkProps) => <a {...props}>{children}</a>;

/** A content post in the library's list: title, summary, keywords, target age, author, date. */
export function ArticleCard({
  post,
  href,
  tagHref,
  renderLink = defaultLink,
  formatDate = formatDay,
  headingLevel = 3,
  messages,
  className,
  ...props
}: ArticleCardProps) {
  const text = useUiMessages('articleCard', defaultArticleCardMessages, messages);
  const Title = headingTag(headingLevel);
  const keywords = post.keywords ?? [];
  return (
    <article className={cx(styles.root, className)} {...props}>
      <Title className={styles.title}>
        {renderLink({ href, className: styles.titleLink, children: post.title })}
      </Title>
      {post.summary ? <p className={styles.summary}>{post.summary}</p> : null}
      <dl className={styles.meta}>
        <div className={styles.metaItem}>
          <dt className={styles.metaTerm}>{text.age}</dt>
          <dd className={styles.metaValue}>{formatTargetAge(post.targetAge, text)}</dd>
        </div>
        {post.author ? (
          <div className={styles.metaItem}>
            <dt className={styles.metaTerm}>{text.author}</dt>
            <dd className={styles.metaValue}>{post.author}</dd>
          </div>
        ) : null}
        {post.publishedAt ? (
          <div className={styles.metaItem}>
            <dt className={styles.metaTerm}>{text.published}</dt>
            <dd className={styles.metaValue}>{formatDate(post.publishedAt)}</dd>
          </div>
        ) : null}
      </dl>
      {keywords.length > 0 ? (
        <ul className={styles.tags} aria-label={text.keywords}>
          {keywords.map((keyword) => (
            <li key={keyword}>
              {tagHref ? (
                renderLink({ href: tagHref(keyword), className: styles.tag, children: keyword })
              ) : (
                <span className={styles.tag}>{keyword}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    articleCard: ArticleCardMessages;
  }
}
