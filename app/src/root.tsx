import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from 'react-router';
import { Banner, Heading, PageShell, Spinner } from '@taskboard/ui';
import { lightTheme, themeBase } from '@taskboard/ui/theme';
import { captureInstallPrompt } from './pwa/installPrompt';
import { InstallBannerSlot } from './pwa/InstallBannerSlot';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { themeBootScript, useAppliedTheme } from './preferences/theme';

// The install prompt can arrive before React renders; listen from the first moment.
captureInstallPrompt();
registerServiceWorker();

/** Every screen's title and description unless its route names its own. */
export function meta() {
  return [
    { title: 'Bitesize TaskBoard' },
    {
      name: 'description',
      content:
        'Children aged 3-7 and their parents set small goals, break them into bite-size tasks and move them to Done.',
    },
  ];
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The theme script swaps the theme class before first paint, so React leaves it as it finds it.
    <html lang="en" className={`${lightTheme} ${themeBase}`} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f6fdf" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
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
      <Outlet />
    </>
  );
}

export function HydrateFallback() {
  return (
    <PageShell>
      <Spinner label="Loading..." />
    </PageShell>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PageShell as="main">
      <Heading level={1}>{notFound ? 'Page not found' : 'Something went wrong'}</Heading>
      <Banner tone="error">
        {notFound
          ? 'We could not find that page.'
          : 'An unexpected error occurred. Please reload the page and try again.'}
      </Banner>
    </PageShell>
  );
}
