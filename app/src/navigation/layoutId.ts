/** The route id of `routes/authenticated-layout.tsx`, whose loader holds the signed-in account. */
export const AUTHENTICATED_LAYOUT_ID = 'routes/authenticated-layout';
