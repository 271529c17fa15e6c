import { Link, useLocation } from 'react-router';
import { SideNav } from '@taskboard/ui';
import { sideNavLinks } from './menuEntries';

/** The side navigation (Home, Users, Settings) with the router's links. */
export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <SideNav
      items={sideNavLinks.map((link) => ({
        href: link.to,
        label: link.label,
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
