import { setup } from 'xstate';

export interface InstallBannerInput {
  /** Width up to 768 px or a mobile user agent (spec §9). */
  isMobile: boolean;
  /** Whether the banner was already dismissed in this browser session. */
  dismissedThisSession: boolean;
}

export type InstallBannerContext = InstallBannerInput;

export type InstallBannerEvent =
  { type: 'install.promptAvailable' } | { type: 'install.accept' } | { type: 'install.dismiss' };

export const INSTALL_BANNER_DELAY_MS = 30_000;
export const INSTALL_BANNER_VISIBLE_MS = 10_000;

export const installBannerMachine = setup({
  types: {
    input: {} as InstallBannerInput,
    context: {} as InstallBannerContext,
    events: {} as InstallBannerEvent,
  },
  actions: {
    /** Shows the browser's own install prompt. */
    showInstallPrompt: () => {},
    /** Writes the dismissal to session storage so the banner stays away this session. */
    rememberDismissal: () => {},
  },
  guards: {
    isEligible: ({ context }) => context.isMobile && !context.dismissedThisSession,
  },
  delays: {
    appearAfter: INSTALL_BANNER_DELAY_MS,
    hideAfter: INSTALL_BANNER_VISIBLE_MS,
  },
}).createMachine({
  id: 'installBanner',
  context: ({ input }) => ({ ...input }),
  initial: 'waiting',
  states: {
    waiting: {
      on: { 'install.promptAvailable': { guard: 'isEligible', target: 'pending' } },
    },
    pending: {
      after: { appearAfter: 'visible' },
    },
    visible: {
      after: { hideAfter: 'hidden' },
      on: {
        'install.accept': { target: 'hidden', actions: 'showInstallPrompt' },
        'install.dismiss': { target: 'dismissed', actions: 'rememberDismissal' },
      },
    },
    hidden: {},
    dismissed: {},
  },
});
