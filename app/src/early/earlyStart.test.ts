import { afterEach, describe, expect, it } from 'vitest';
import { earlyStartScript, signedInScreens, type BuildManifest } from './earlyScript';
import {
  EARLY_CALLS,
  EARLY_FOR_MS,
  EARLY_GLOBAL,
  fetchTakingEarly,
  type EarlyStart,
} from './earlyStart';

const manifest: BuildManifest = {
  routes: {
    root: { id: 'root', module: '/assets/root.js', imports: ['/assets/framework.js'] },
    'routes/login': {
      id: 'routes/login',
      parentId: 'root',
      path: 'login',
      module: '/assets/login.js',
    },
    'routes/authenticated-layout': {
      id: 'routes/authenticated-layout',
      parentId: 'root',
      module: '/assets/layout.js',
      imports: ['/assets/framework.js', '/assets/api.js'],
    },
    'own-profile': {
      id: 'own-profile',
      parentId: 'routes/authenticated-layout',
      index: true,
      module: '/assets/profile.js',
      imports: ['/assets/api.js', '/assets/charts.js'],
    },
    'user-profile': {
      id: 'user-profile',
      parentId: 'routes/authenticated-layout',
      path: 'profile/:userId',
      module: '/assets/profile.js',
    },
    'routes/taskboard': {
      id: 'routes/taskboard',
      parentId: 'routes/authenticated-layout',
      path: 'taskboard',
      module: '/assets/taskboard.js',
      imports: ['/assets/framework.js', '/assets/dnd.js'],
    },
  },
};

/** Runs the shell's script as a page would, with a stored session or none, at an address. */
function runShellScript(pathname: string, stored: string | null) {
  const preloaded: string[] = [];
  const sent: { url: string; headers: Record<string, string> }[] = [];
  const window: Record<string, unknown> = {};
  const page = {
    localStorage: { getItem: (key: string) => (key === 'auth' ? stored : null) },
    location: { pathname },
    document: {
      createElement: () => ({}),
      head: {
        appendChild: (link: { rel: string; href: string }) =>
          preloaded.push(`${link.rel} ${link.href}`),
      },
    },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      sent.push({ url, headers: init.headers });
      return Promise.resolve(new Response(JSON.stringify({ url })));
    },
    performance: { now: () => 42 },
    window,
  };
  new Function(...Object.keys(page), earlyStartScript(manifest))(...Object.values(page));
  return { preloaded, sent, early: window[EARLY_GLOBAL] as EarlyStart | undefined };
}

describe('the shell’s early start', () => {
  it('lists every signed-in screen with its address, its own modules and its first GETs', () => {
    expect(signedInScreens(manifest)).toEqual([
      {
        id: 'own-profile',
        pattern: '^/$',
        modules: ['/assets/layout.js', '/assets/api.js', '/assets/profile.js', '/assets/charts.js'],
        calls: [...EARLY_CALLS.everyScreen],
        childCalls: [],
        publicCalls: [],
      },
      {
        id: 'user-profile',
        pattern: '^/profile/[^/]+/?$',
        modules: ['/assets/layout.js', '/assets/api.js', '/assets/profile.js'],
        calls: [...EARLY_CALLS.everyScreen],
        childCalls: [],
        publicCalls: [],
      },
      {
        id: 'routes/taskboard',
        pattern: '^/taskboard/?$',
        modules: ['/assets/layout.js', '/assets/api.js', '/assets/taskboard.js', '/assets/dnd.js'],
        calls: [...EARLY_CALLS.everyScreen, ...EARLY_CALLS.routes['routes/taskboard']!],
        childCalls: ['/api/stars', '/api/rewards', '/api/rewards/redemptions?limit=50'],
        publicCalls: ['/api/taskbreaker/health'],
      },
    ]);
  });

  it('with a stored session, preloads the opened screen’s modules and sends its GETs with the session', async () => {
    const { preloaded, sent, early } = runShellScript(
      '/taskboard',
      JSON.stringify({ token: 'tok' }),
    );
    expect(preloaded).toEqual([
      'modulepreload /assets/layout.js',
      'modulepreload /assets/api.js',
      'modulepreload /assets/taskboard.js',
      'modulepreload /assets/dnd.js',
    ]);
    const withSession = { accept: 'application/json', authorization: 'Bearer tok' };
    expect(sent).toEqual([
      ...[
        ...EARLY_CALLS.everyScreen,
        '/api/backlog',
        '/api/backlog/current-flavor',
        '/api/taskbreaker/usage',
      ].map((url) => ({ url, headers: withSession })),
      // Asked for without the session, as the app asks for it.
      { url: '/api/taskbreaker/health', headers: { accept: 'application/json' } },
    ]);
    expect(early?.at).toBe(42);
    expect(await (await early!.calls['/api/backlog']!.response)!.json()).toEqual({
      url: '/api/backlog',
    });
  });

  it('sends a child’s own reads too when a child is signed in', () => {
    const child = runShellScript(
      '/taskboard',
      JSON.stringify({ token: 'tok', account_type: 'CHILD' }),
    );
    expect(child.sent.map(({ url }) => url).slice(-4, -1)).toEqual([
      '/api/stars',
      '/api/rewards',
      '/api/rewards/redemptions?limit=50',
    ]);
    expect(Object.keys(child.early!.calls)).toHaveLength(child.sent.length);
  });

  it('does nothing without a session, or at an address that is not a signed-in screen', () => {
    expect(runShellScript('/taskboard', null)).toEqual({
      preloaded: [],
      sent: [],
      early: undefined,
    });
    expect(runShellScript('/taskboard', '{broken')).toEqual({
      preloaded: [],
      sent: [],
      early: undefined,
    });
    const elsewhere = runShellScript('/login', JSON.stringify({ token: 'tok' }));
    expect(elsewhere).toEqual({ preloaded: [], sent: [], early: undefined });
    // A profile by id matches its pattern; a deeper address does not.
    expect(runShellScript('/profile/7', JSON.stringify({ token: 'tok' })).sent).toHaveLength(3);
    expect(runShellScript('/profile/7/x', JSON.stringify({ token: 'tok' })).sent).toHaveLength(0);
  });
});

describe('fetchTakingEarly', () => {
  const global = globalThis as unknown as Record<string, unknown>;
  afterEach(() => {
    delete global[EARLY_GLOBAL];
  });

  function leaveEarly(
    calls: Record<string, Response | null>,
    token = 'tok',
    at = performance.now(),
  ) {
    global[EARLY_GLOBAL] = {
      at,
      calls: Object.fromEntries(
        Object.entries(calls).map(([path, response]) => [
          path,
          { token, response: Promise.resolve(response) },
        ]),
      ),
    } satisfies EarlyStart;
  }

  const network: string[] = [];
  const fetch = fetchTakingEarly(async (input, init) => {
    network.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return new Response('network');
  });
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  it('answers the first GET of an address from the early call, once; the next goes to the network', async () => {
    network.length = 0;
    leaveEarly({ '/api/backlog': new Response('early') });
    expect(await (await fetch('/api/backlog', bearer('tok'))).text()).toBe('early');
    expect(await (await fetch('/api/backlog', bearer('tok'))).text()).toBe('network');
    expect(network).toEqual(['GET /api/backlog']);
  });

  it('hands an answer asked for without a session only to a GET sent without one', async () => {
    global[EARLY_GLOBAL] = {
      at: performance.now(),
      calls: {
        '/api/taskbreaker/health': {
          token: null,
          response: Promise.resolve(new Response('early')),
        },
      },
    } satisfies EarlyStart;
    expect(await (await fetch('/api/taskbreaker/health')).text()).toBe('early');
  });

  it('never hands one session’s answer to another', async () => {
    network.length = 0;
    leaveEarly({ '/api/users/me': new Response('early') });
    expect(await (await fetch('/api/users/me', bearer('someone-else'))).text()).toBe('network');
    // …and the early answer is gone, not kept for later.
    expect(await (await fetch('/api/users/me', bearer('tok'))).text()).toBe('network');
  });

  it('drops every early answer once a change is sent, so no read after a change is answered from before it', async () => {
    network.length = 0;
    leaveEarly({ '/api/backlog': new Response('early') });
    await fetch('/api/backlog/task/1', { method: 'PUT', ...bearer('tok') });
    expect(await (await fetch('/api/backlog', bearer('tok'))).text()).toBe('network');
    expect(network).toEqual(['PUT /api/backlog/task/1', 'GET /api/backlog']);
  });

  it('goes to the network when the early call failed or is too old', async () => {
    leaveEarly({ '/api/backlog': null });
    expect(await (await fetch('/api/backlog', bearer('tok'))).text()).toBe('network');
    leaveEarly(
      { '/api/backlog': new Response('early') },
      'tok',
      performance.now() - EARLY_FOR_MS - 1,
    );
    expect(await (await fetch('/api/backlog', bearer('tok'))).text()).toBe('network');
    expect(global[EARLY_GLOBAL]).toBeUndefined();
  });

  it('matches the address with its query', async () => {
    leaveEarly({ '/api/rewards/redemptions?limit=50': new Response('early') });
    expect(await (await fetch('/api/rewards/redemptions?limit=20', bearer('tok'))).text()).toBe(
      'network',
    );
    expect(
      await (
        await fetch('http://localhost/api/rewards/redemptions?limit=50', bearer('tok'))
      ).text(),
    ).toBe('early');
  });
});
