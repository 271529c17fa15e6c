/**
 * The localStorage key of the signed-in user's preferences. A module of its own, so the theme
 * code every page runs (public pages included) needs nothing of the contract's schemas.
 */
export const PREFERENCES_KEY = 'taskboard.preferences';
