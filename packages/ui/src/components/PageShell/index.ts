export { PageShell, pageWidths, type PageShellProps, type PageWidth } from './PageShell';
