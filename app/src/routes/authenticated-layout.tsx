import { Form, Link, Outlet, redirect, useLoaderData, useRouteLoaderData } from 'react-router';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { ApiError, type CurrentUser } from '@taskboard/contract';
import { Button, PageShell, Spinner, Stack, TextLink } from '@taskboard/ui';
import { api } from '../api';

export const AUTHENTICATED_LAYOUT_ID = 'routes/authenticated-layout';

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const url = new URL(request.url);
  const toLogin = () =>
    redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  if (!api.currentAuth()?.username) return toLogin();
  try {
    const user: CurrentUser = await api.users.me();
    return { user };
  } catch (error) {
    // A refused session (expired, revoked, malformed) is forgotten; an unreachable server is not
    // a reason to log the family out.
    if (error instanceof ApiError && error.status !== 0) {
      api.clearAuth();
      return toLogin();
    }
    throw error;
  }
}

export function HydrateFallback() {
  return (
    <PageShell>
      <Spinner label="Loading user info..." />
    </PageShell>
  );
}

/** The signed-in user, for any screen inside the authenticated layout. */
export function useCurrentUser(): CurrentUser {
  const data = useRouteLoaderData<typeof clientLoader>(AUTHENTICATED_LAYOUT_ID);
  if (!data) throw new Error('useCurrentUser is used outside the authenticated layout');
  return data.user;
}

export default function AuthenticatedLayout() {
  const { user } = useLoaderData<typeof clientLoader>();
  return (
    <PageShell>
      <Stack direction="row" justify="between" align="center" wrap>
        <TextLink asChild>
          <Link to="/">Bitesize TaskBoard</Link>
        </TextLink>
        <Stack direction="row" gap="sm" align="center" wrap>
          <TextLink asChild>
            <Link to="/taskboard">TaskBoard</Link>
          </TextLink>
          <TextLink asChild>
            <Link to="/users">Users</Link>
          </TextLink>
          <TextLink asChild>
            <Link to="/settings">Settings</Link>
          </TextLink>
          <span aria-label="Signed in as">{user.username}</span>
          <Form method="post" action="/logout">
            <Button type="submit" variant="secondary" size="sm">
              Logout
            </Button>
          </Form>
        </Stack>
      </Stack>
      <main>
        <Outlet />
      </main>
    </PageShell>
  );
}
