import { Suspense, useContext, useSyncExternalStore, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext as FrameworkContext,
} from 'react-router';
import { I18nProvider } from '@lingui/react';
import { Banner, Heading, PageShell, Spinner, TextLink, UiMessagesProvider } from '@taskboard/ui';
import { lightTheme, themeBase } from '@taskboard/ui/theme';
import { captureInstallPrompt } from './pwa/installPrompt';
import { InstallBannerSlot } from './pwa/InstallBannerSlot';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { themeBootScript, useAppliedTheme } from './preferences/theme';
import { landingBootScript, shellBootScript } from './session/landingScripts';
import { activeLanguage, i18n } from './i18n/i18n';
import { translate, useT } from './i18n/useT';
import { useUiTranslate } from './i18n/uiMessages';

// The install prompt can arrive before React renders; listen from the first moment.
captureInstallPrompt();
registerServiceWorker();

/** Every screen's title and description unless its route names its own. */
export function meta() {
  return [
    { title: 'Bitesize TaskBoard' },
    { name: 'description', content: translate('common.meta.description') },
  ];
}

// The translator changes when a language is activated and when a part of its messages arrives
// (a title may read a message still downloading); counting the changes lets React see each one.
let translatorChanges = 0;
i18n.on('change', () => {
  translatorChanges += 1;
});
const onTranslatorChange = (listener: () => void) => i18n.on('change', listener);
const translatorVersion = () => translatorChanges;

/** The routes' titles and descriptions (translated), written again when the words change. */
function TranslatedMeta() {
  useSyncExternalStore(onTranslatorChange, translatorVersion, translatorVersion);
  return <Meta />;
}

/**
 * The @taskboard/ui components in the language shown, every text by its id (their English
 * defaults until its part of the messages is in).
 */
function TranslatedUi({ children }: { children: ReactNode }) {
  return <UiMessagesProvider translate={useUiTranslate()}>{children}</UiMessagesProvider>;
}

export function Layout({ children }: { children: ReactNode }) {
  // The single-page shell (signed-in screens) or a prerendered page: each checks the stored
  // session at `/` before the first paint (session/landingScripts.ts). Written into the HTML by
  // the build only: it has run by the time the app starts, so no script carries its text (React
  // skips, in <head>, an element it does not render; this one comes after the ones it does).
  const shell = useContext(FrameworkContext)?.isSpaMode ?? false;
  return (
    // The theme script swaps the theme class before first paint, so React leaves it as it finds it.
    // The language is active before the page renders (entry.client.tsx, entry.server.tsx), and
    // <html lang> follows every later change (i18n.ts).
    <html lang={activeLanguage()} className={`${lightTheme} ${themeBase}`} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        {import.meta.env.SSR && (
          <script
            dangerouslySetInnerHTML={{ __html: shell ? shellBootScript() : landingBootScript() }}
          />
        )}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f6fdf" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <TranslatedMeta />
        <Links />
      </head>
      <body>
        <I18nProvider i18n={i18n}>
          <TranslatedUi>{children}</TranslatedUi>
        </I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useAppliedTheme();
  return (
    <>
      <InstallBannerSlot />
      {/* A screen whose messages are still downloading waits here (i18n/i18n.ts). */}
      <Suspense fallback={<HydrateFallback />}>
        <Outlet />
      </Suspense>
    </>
  );
}

export function HydrateFallback() {
  const t = useT();
  return (
    <PageShell>
      <Spinner label={t('common.loading')} />
    </PageShell>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PageShell as="main">
      <Heading level={1}>{t(notFound ? 'common.notFound.title' : 'common.error.title')}</Heading>
      <Banner tone="danger">{t(notFound ? 'common.notFound.text' : 'common.error.text')}</Banner>
      {/* The way back: an error page has no top bar of its own. */}
      <TextLink asChild>
        <Link to="/">{t('navigation.sideNav.home')}</Link>
      </TextLink>
    </PageShell>
  );
}
