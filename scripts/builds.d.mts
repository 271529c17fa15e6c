export const root: string;
export const serverEntry: string;
export function buildIfStale(
  name: 'app' | 'server',
  options?: { stdio?: 'inherit' | 'pipe' },
): boolean;
export const serverNodeFlags: readonly string[];
export const serverArgs: readonly string[];
export const builds: Record<
  'app' | 'server',
  { stamp: string; inputs: readonly string[]; workspace: string }
>;
