import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageShell, Stack, TextLink } from '@taskboard/ui';
import { useLocalizedPath } from '../i18n/localizedPath';
import { useT } from '../i18n/useT';
import { LanguageLinks } from './LanguageLinks';
import { PublicTopBar } from './PublicTopBar';

const footerLinks = [
  { to: '/content', label: 'navigation.footer.articles' },
  { to: '/privacy', label: 'navigation.footer.privacy' },
  { to: '/terms', label: 'navigation.footer.terms' },
] as const;

/** A public page: the top bar, the page in a main landmark, and the footer's links. */
export function PublicPage({ children }: { children: ReactNode }) {
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <>
      <PublicTopBar />
      <PageShell as="main">
        <Stack gap="xl">{children}</Stack>
      </PageShell>
      <PageShell>
        <Stack as="footer" direction="row" gap="md" wrap>
          {footerLinks.map((link) => (
            <TextLink key={link.to} asChild>
              <Link to={localized(link.to)}>{t(link.label)}</Link>
            </TextLink>
          ))}
          <LanguageLinks />
        </Stack>
      </PageShell>
    </>
  );
}
