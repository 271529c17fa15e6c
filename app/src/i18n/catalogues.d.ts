// The precompiled message catalogues (app/plugins/messageCatalogues.ts): one module per language
// and part, and the table of their dynamic imports.
declare module 'virtual:messages/loaders' {
  import type { Messages } from '@lingui/core';
  const loaders: Record<string, Record<string, () => Promise<{ default: Messages }>>>;
  export default loaders;
}
