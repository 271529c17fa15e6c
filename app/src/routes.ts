import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// Every screen of spec §2. Authenticated screens sit under the authenticated layout, which sends
// visitors without a session to /login and remembers where they were going.
export default [
  route('homepage', 'routes/homepage.tsx'),
  route('login', 'routes/login.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('email-verification-sent', 'routes/email-verification-sent.tsx'),
  route('verify-email', 'routes/verify-email.tsx'),
  route('content', 'routes/content.tsx'),
  route('content/tags/:tag', 'routes/content-tag.tsx'),
  route('content/:postId', 'routes/content-post.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('badge-demo', 'routes/badge-demo.tsx'),
  route('logout', 'routes/logout.tsx'),
  layout('routes/authenticated-layout.tsx', [
    index('routes/profile.tsx', { id: 'own-profile' }),
    route('profile/:userId', 'routes/profile.tsx', { id: 'user-profile' }),
    route('users', 'routes/users.tsx'),
    route('settings', 'routes/settings.tsx'),
    route('taskboard', 'routes/taskboard.tsx'),
    route('family', 'routes/family.tsx'),
    route('badges', 'routes/badges.tsx'),
    route('start', 'routes/start.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
