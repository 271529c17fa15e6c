import { Link, useLocation } from 'react-router';
import { SideNav } from '@taskboard/ui';
import { useT } from '../i18n/useT';
import { sideNavLinks } from './menuEntries';

/** The side navigation (Home, Users, Settings) with the router's links. */
export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <SideNav
      items={sideNavLinks.map((link) => ({
        href: link.to,
        label: t(link.label),
        active: pathname === link.to,
      }))}
      renderLink={({ href, children, ...props }) => (
        <Link to={href} onClick={onNavigate} {...props}>
          {children}
        </Link>
      )}
    />
  );
}
