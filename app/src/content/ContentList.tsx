import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useNavigation } from 'react-router';
import { pageCount, type ContentListResponse } from '@taskboard/contract';
import {
  ArticleCard,
  EmptyPicture,
  EmptyState,
  Pagination,
  SidebarLayout,
  Spinner,
  Stack,
  type ArticleLinkProps,
} from '@taskboard/ui';
import { PromoBox } from './PromoBox';

export type ContentListData = ContentListResponse & { page: number };

const routerLink = ({ href, ...props }: ArticleLinkProps) => <Link to={href} {...props} />;
const tagHref = (keyword: string) => `/content/tags/${encodeURIComponent(keyword)}`;

/**
 * A page of posts (content spec §2, §4): the title area, the posts, pagination only when there
 * is more than one page, and the promo box beside them. The page number lives in the address, so
 * a new tag starts at page 1 and the back button returns to the page the reader was on.
 */
export function ContentList({ title, data }: { title: ReactNode; data: ContentListData }) {
  const navigate = useNavigate();
  const loading = useNavigation().state === 'loading';
  const pages = pageCount(data.totalPosts);

  // A new page starts at its top (spec §4), whichever way the page changed.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [data.page]);

  return (
    <SidebarLayout aside={<PromoBox />} asideLabel="The TaskBoard">
      <Stack gap="lg">
        {title}
        {loading ? <Spinner label="Loading posts..." /> : null}
        {data.results.length === 0 ? (
          <EmptyState icon={<EmptyPicture name="no-content" />} title="No content posts found." />
        ) : (
          <Stack as="ul" gap="md" aria-label="Posts">
            {data.results.map((post) => (
              <li key={post.url_id}>
                <ArticleCard
                  post={post}
                  href={`/content/${post.url_id}`}
                  tagHref={tagHref}
                  renderLink={routerLink}
                />
              </li>
            ))}
          </Stack>
        )}
        <Pagination
          page={data.page}
          pageCount={pages}
          onPageChange={(page) => void navigate({ search: page === 1 ? '' : `?page=${page}` })}
          label="Pages of posts"
        />
      </Stack>
    </SidebarLayout>
  );
}

/** A failed load reads as an empty list (spec §4: error treated as empty). */
export async function loadPage(
  page: number,
  load: () => Promise<ContentListResponse>,
): Promise<ContentListData> {
  try {
    return { page, ...(await load()) };
  } catch {
    return { page, results: [], totalPosts: 0 };
  }
}
