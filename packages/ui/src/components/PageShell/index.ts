export * from './PageShell';
