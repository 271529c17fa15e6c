// The content pages' snapshot, for the build-time loaders only (app/plugins/contentSnapshot.ts).
declare module 'virtual:content-snapshot' {
  import type { ContentSnapshot } from '../../plugins/contentSnapshot';
  const snapshot: ContentSnapshot;
  export default snapshot;
}
