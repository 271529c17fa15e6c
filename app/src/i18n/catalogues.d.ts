// The precompiled message catalogue of one language (app/plugins/messageCatalogues.ts).
declare module 'virtual:messages/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}
