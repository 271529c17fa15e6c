export {
  defaultSideNavMessages,
  SideNav,
  type SideNavItem,
  type SideNavLinkProps,
  type SideNavMessages,
  type SideNavProps,
} from './SideNav';
