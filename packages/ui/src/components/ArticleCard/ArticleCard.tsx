import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { formatDay } from '../BadgeTier/formatDay';
import { formatTargetAge } from './targetAge';
import * as styles from './ArticleCard.css';

export type ArticlePost = {
  url_id: string;
  title: string;
  /** The summary line under the title. */
  running_title?: string | null;
  keywords?: readonly string[] | null;
  target_age?: number | string | null;
  author?: string | null;
  publication_date?: string | null;
};

/** What `renderLink` receives: spread it on the app's router link. */
export type ArticleLinkProps = { href: string; className: string; children: ReactNode };

export type ArticleCardProps = Omit<ComponentPropsWithRef<'article'>, 'children'> & {
  post: ArticlePost;
  /** Where the post opens, e.g. `/content/${url_id}`. */
  href: string;
  /** Where a keyword leads, e.g. `/content/tags/${keyword}`; without it keywords are plain tags. */
  tagHref?: (keyword: string) => string;
  /** Renders a link; the app passes its router's Link here. Defaults to a plain <a>. */
  renderLink?: (props: ArticleLinkProps) => ReactNode;
  formatDate?: (date: string) => string;
};

const defaultLink = ({ children, ...props }: ArticleLinkProps) => <a {...props}>{children}</a>;

/** A content post in the library's list: title, summary, keywords, target age, author, date. */
export function ArticleCard({
  post,
  href,
  tagHref,
  renderLink = defaultLink,
  formatDate = formatDay,
  className,
  ...props
}: ArticleCardProps) {
  const keywords = post.keywords ?? [];
  return (
    <article className={cx(styles.root, className)} {...props}>
      <h3 className={styles.title}>
        {renderLink({ href, className: styles.titleLink, children: post.title })}
      </h3>
      {post.running_title ? <p className={styles.summary}>{post.running_title}</p> : null}
      <dl className={styles.meta}>
        <div className={styles.metaItem}>
          <dt className={styles.metaTerm}>Age</dt>
          <dd className={styles.metaValue}>{formatTargetAge(post.target_age)}</dd>
        </div>
        {post.author ? (
          <div className={styles.metaItem}>
            <dt className={styles.metaTerm}>By</dt>
            <dd className={styles.metaValue}>{post.author}</dd>
          </div>
        ) : null}
        {post.publication_date ? (
          <div className={styles.metaItem}>
            <dt className={styles.metaTerm}>Published</dt>
            <dd className={styles.metaValue}>{formatDate(post.publication_date)}</dd>
          </div>
        ) : null}
      </dl>
      {keywords.length > 0 ? (
        <ul className={styles.tags} aria-label="Keywords">
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
