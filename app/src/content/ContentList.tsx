import { useEffect, type ReactNode } from 'react';
import { Link, redirect, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { useLingui } from '@lingui/react';
import { pageCount, type ContentListResponse, type ContentSummary } from '@taskboard/contract';
import {
  ArticleCard,
  EmptyPicture,
  EmptyState,
  Heading,
  Pagination,
  SidebarLayout,
  Spinner,
  Stack,
  Text,
  type ArticleLinkProps,
} from '@taskboard/ui';
import { api } from '../api';
import type { UiLanguage } from '../i18n/languages';
import { useLocalizedPath } from '../i18n/localizedPath';
import { useT } from '../i18n/useT';
import { contentList, pageAfterResize, pageSizeFor } from '../preferences/pageSize';
import { articlePostOf } from '../presentation/content';
import { readStoredPreferences } from '../preferences/storedPreferences';
import { useDateFormatting } from '../preferences/usePreferences';
import { pageOf } from './contentText';
import { PromoBox } from './PromoBox';
import { readerLanguage } from './readerLanguage';

export type ContentListData = ContentListResponse & {
  page: number;
  pageSize: number;
  /** Drawn at build time, for a visitor: the first page, ten posts. */
  prerendered?: true;
};

/** A list's first page as the build draws it from the server's answer (spec §9: ten a page). */
export const prerenderedPage = (answer: ContentListResponse): ContentListData => ({
  page: 1,
  pageSize: contentList.signedOut,
  prerendered: true,
  ...answer,
});

const routerLink = ({ href, ...props }: ArticleLinkProps) => <Link to={href} {...props} />;

/** The tag a keyword's name (as the card shows it, in the post's language) links to. */
function tagOfName(post: ContentSummary, name: string): string {
  return post.keywords[post.keyword_names.indexOf(name)] ?? name;
}

/**
 * Once a prerendered list has hydrated: the page of the address (`?page=3`) and this reader's
 * page size load now if they are not the build's page 1 of ten; otherwise the size shown is
 * noted, as loadPage notes it. True while that page loads.
 */
function useReadersPage(data: ContentListData): boolean {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!data.prerendered) return;
    const page = pageOf(new URL(window.location.href));
    if (page !== data.page || contentPageSize() !== data.pageSize) void revalidate();
    else swapShownPageSize(data.pageSize);
  }, [data, revalidate]);
  return state === 'loading';
}

/**
 * A page of posts (content spec §2, §4): the title area, the posts, pagination only when there
 * is more than one page, and the promo box beside them. The page number lives in the address, so
 * a new tag starts at page 1 and the back button returns to the page the reader was on.
 */
export function ContentList({ title, data }: { title: ReactNode; data: ContentListData }) {
  const dates = useDateFormatting();
  const t = useT();
  const navigate = useNavigate();
  const readersPageLoading = useReadersPage(data);
  const loading = useNavigation().state === 'loading' || readersPageLoading;
  const localized = useLocalizedPath();
  const language = useLingui().i18n.locale;
  const pages = pageCount(data.totalPosts, data.pageSize);

  // A new page starts at its top (spec §4), whichever way the page changed.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [data.page]);

  return (
    <SidebarLayout aside={<PromoBox />} asideLabel={t('content.promo.label')}>
      <Stack gap="lg">
        {title}
        {loading ? <Spinner label={t('content.list.loading')} /> : null}
        {data.results.length === 0 ? (
          <EmptyState icon={<EmptyPicture name="no-content" />} title={t('content.list.empty')} />
        ) : (
          <Stack gap="md">
            {/* The cards' titles are level 3: this heading keeps the page's outline whole. */}
            <Heading level={2} id="posts-heading">
              {t('content.list.label')}
            </Heading>
            <Stack as="ul" gap="md" aria-labelledby="posts-heading">
              {data.results.map((post) => (
                <li key={post.url_id}>
                  {/* A post not written in the reader's language yet says so, never silently. */}
                  {post.language === 'en' && language !== 'en' ? (
                    <Text size="sm" tone="muted">
                      {t('content.list.inEnglish')}
                    </Text>
                  ) : null}
                  <ArticleCard
                    post={articlePostOf(post)}
                    lang={post.language === language ? undefined : post.language}
                    formatDate={dates.date}
                    href={localized(`/content/${post.url_id}`)}
                    tagHref={(name) =>
                      localized(`/content/tags/${encodeURIComponent(tagOfName(post, name))}`)
                    }
                    renderLink={routerLink}
                  />
                </li>
              ))}
            </Stack>
          </Stack>
        )}
        <Pagination
          page={data.page}
          pageCount={pages}
          onPageChange={(page) => void navigate({ search: page === 1 ? '' : `?page=${page}` })}
          label={t('content.list.pages')}
        />
      </Stack>
    </SidebarLayout>
  );
}

/**
 * Posts a page for this reader: a signed-in user's items_per_page (as this device last stored
 * it: the layout and the settings screen keep it current), the spec's 10 for a visitor.
 */
function contentPageSize(): number {
  return pageSizeFor(contentList, api.currentAuth()?.username ? readStoredPreferences() : null);
}

// The page size the lists were last shown with in this tab, so a page number chosen under
// another size (before the reader changed items_per_page) starts over at page 1.
const SHOWN_PAGE_SIZE_KEY = 'taskboard.contentPageSize';

function swapShownPageSize(size: number): number | null {
  try {
    const shown = Number(sessionStorage.getItem(SHOWN_PAGE_SIZE_KEY)) || null;
    sessionStorage.setItem(SHOWN_PAGE_SIZE_KEY, String(size));
    return shown;
  } catch {
    return null;
  }
}

/**
 * The page of the address at the reader's page size, in the reader's language; a failed load reads as an empty list
 * (spec §4: error treated as empty). A page number from another page size goes to page 1.
 */
export async function loadPage(
  url: URL,
  load: (query: { page: number; limit: number; lang: UiLanguage }) => Promise<ContentListResponse>,
): Promise<ContentListData> {
  const pageSize = contentPageSize();
  const requested = pageOf(url);
  const page = pageAfterResize(requested, swapShownPageSize(pageSize), pageSize);
  if (page !== requested) {
    url.searchParams.delete('page');
    throw redirect(url.pathname + url.search);
  }
  try {
    const lang = readerLanguage(url);
    return { page, pageSize, ...(await load({ page, limit: pageSize, lang })) };
  } catch {
    return { page, pageSize, results: [], totalPosts: 0 };
  }
}
