// The tasks and goals this tab itself changed a moment ago. The board already said those changes
// aloud when it made them; the family's stream brings them back too (every device hears every
// change), and this is how the tab knows not to say them twice.

const REMEMBER_MS = 10_000;
const recent = new Map<string, number>();

const keyOf = (kind: 'task' | 'goal', id: number) => `${kind}:${id}`;

/** Notes the item a board call of this tab is about, from the call's address. */
export function noteOwnChange(method: string, url: string, now = Date.now()): void {
  if (method === 'GET') return;
  const path = new URL(url, 'http://app.invalid').pathname;
  const task = /^\/api\/backlog\/task\/(\d+)$/.exec(path);
  const goal = /^\/api\/backlog\/goals\/(\d+)$/.exec(path);
  if (task) recent.set(keyOf('task', Number(task[1])), now);
  if (goal) recent.set(keyOf('goal', Number(goal[1])), now);
  for (const [key, at] of recent) if (now - at > REMEMBER_MS) recent.delete(key);
}

/** Whether this tab changed the item a moment ago. */
export function isOwnChange(kind: 'task' | 'goal', id: unknown, now = Date.now()): boolean {
  if (typeof id !== 'number') return false;
  const at = recent.get(keyOf(kind, id));
  return at !== undefined && now - at <= REMEMBER_MS;
}

/** A fetch that notes this tab's own board changes on their way out. */
export function fetchNotingOwnChanges(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    noteOwnChange(init?.method ?? 'GET', url);
    return fetch(input, init);
  };
}

/** Whether this tab changed anything on its board a moment ago (a badge it earned was shown). */
export function changedRecently(now = Date.now()): boolean {
  for (const at of recent.values()) if (now - at <= REMEMBER_MS) return true;
  return false;
}
