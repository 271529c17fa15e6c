import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageShell, Stack, TextLink } from '@taskboard/ui';
import { LanguageLinks } from './LanguageLinks';
import { PublicTopBar } from './PublicTopBar';

const footerLinks = [
  { to: '/content', label: 'Articles' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
] as const;

/** A public page: the top bar, the page in a main landmark, and the footer's links. */
export function PublicPage({ children }: { children: ReactNode }) {
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
              <Link to={link.to}>{link.label}</Link>
            </TextLink>
          ))}
          <LanguageLinks />
        </Stack>
      </PageShell>
    </>
  );
}
