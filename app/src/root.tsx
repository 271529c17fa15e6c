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
import { lightTheme } from '@taskboard/ui/theme';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={lightTheme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f6fdf" />
        <title>Bitesize TaskBoard</title>
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
  return <Outlet />;
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
    <PageShell>
      <Heading level={1}>{notFound ? 'Page not found' : 'Something went wrong'}</Heading>
      <Banner tone="error">
        {notFound
          ? 'We could not find that page.'
          : 'An unexpected error occurred. Please reload the page and try again.'}
      </Banner>
    </PageShell>
  );
}
