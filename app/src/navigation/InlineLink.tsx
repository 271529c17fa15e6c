import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TextLink } from '@taskboard/ui';
import { useLocalizedPath } from '../i18n/localizedPath';

/**
 * A text link inside a translated sentence (`<RichMessage elements={{ 0: <InlineLink to=… /> }}`):
 * its words come from the message; a link to a public page keeps the language shown.
 */
export function InlineLink({ to, children }: { to: string; children?: ReactNode }) {
  const localized = useLocalizedPath();
  return (
    <TextLink asChild>
      <Link to={localized(to)}>{children}</Link>
    </TextLink>
  );
}
