export {
  defaultSidebarLayoutMessages,
  SidebarLayout,
  type SidebarLayoutMessages,
  type SidebarLayoutProps,
} from './SidebarLayout';
