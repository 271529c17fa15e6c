import type { FastifyInstance } from 'fastify';

export type RouteAuth = 'public' | 'user' | 'parent';

export interface RouteTableEntry {
  method: string;
  url: string;
  auth: RouteAuth;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every /api route must say. */
    auth?: RouteAuth;
  }
  interface FastifyInstance {
    /** Every /api route with its auth level, for the authorization tests. */
    routeTable: RouteTableEntry[];
  }
}

/**
 * Collects each /api route as it is declared and refuses one that does not declare who may call
 * it, so a new route cannot be public by omission. The API documentation is public.
 */
export function installRouteTable(app: FastifyInstance): void {
  const table: RouteTableEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const auth = route.config?.auth;
    if (!auth)
      throw new Error(`Route ${String(route.method)} ${route.url} must declare config.auth`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, auth });
    }
  });
}
