import type { DashboardView } from '@taskboard/contract';

/** Where a login without a destination goes: this route sends the user to their chosen view. */
export const LOGIN_LANDING = '/start';

/** The screen each default_dashboard_view opens (goals and tasks both live on the board). */
export const dashboardPaths: Record<DashboardView, string> = {
  OVERVIEW: '/',
  TASKS: '/taskboard',
  GOALS: '/taskboard',
  BADGES: '/badges',
};
