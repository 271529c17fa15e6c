import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { prefixedLanguages } from './prerender/publicPages';

// The pages a visitor opens without an account, the content library's among them; each also
// answers under every other language's prefix (/fr/login), the address its prerendered
// translation is served at.
const publicRoutes = [
  ['homepage', 'routes/homepage.tsx'],
  ['login', 'routes/login.tsx'],
  ['signup', 'routes/signup.tsx'],
  ['forgot-password', 'routes/forgot-password.tsx'],
  ['reset-password', 'routes/reset-password.tsx'],
  ['email-verification-sent', 'routes/email-verification-sent.tsx'],
  ['verify-email', 'routes/verify-email.tsx'],
  ['confirm-email-change', 'routes/confirm-email-change.tsx'],
  ['cancel-email-change', 'routes/cancel-email-change.tsx'],
  ['privacy', 'routes/privacy.tsx'],
  ['terms', 'routes/terms.tsx'],
  ['content', 'routes/content.tsx'],
  ['content/tags/:tag', 'routes/content-tag.tsx'],
  ['content/:postId', 'routes/content-post.tsx'],
] as const;

// Every screen of spec §2. Authenticated screens sit under the authenticated layout, which sends
// visitors without a session to /login and remembers where they were going.
export default [
  ...publicRoutes.map(([path, file]) => route(path, file)),
  ...prefixedLanguages.flatMap((language) =>
    publicRoutes.map(([path, file]) =>
      route(`${language}/${path}`, file, { id: `${language}/${path}` }),
    ),
  ),
  route('badge-demo', 'routes/badge-demo.tsx'),
  route('logout', 'routes/logout.tsx'),
  layout('routes/authenticated-layout.tsx', [
    index('routes/profile.tsx', { id: 'own-profile' }),
    route('profile/:userId', 'routes/profile.tsx', { id: 'user-profile' }),
    // The directory screen, at the spec's address.
    route('users', 'routes/users.tsx'),
    route('settings', 'routes/settings.tsx'),
    route('taskboard', 'routes/taskboard.tsx'),
    route('family', 'routes/family.tsx'),
    route('badges', 'routes/badges.tsx'),
    route('start', 'routes/start.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
