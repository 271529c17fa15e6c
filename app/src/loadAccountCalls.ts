/**
 * The API client and the schemas for the public pages' forms, fetched on first use. Forms call
 * it on focus too, so the module is usually there before the visitor presses the button.
 */
export const loadAccountCalls = () => import('./accountCalls');
