export * from './SidebarLayout';
