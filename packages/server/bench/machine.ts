import { execFileSync } from 'node:child_process';
import os from 'node:os';

/** The commit the benchmark ran at; "+ changes" when the working tree differed from it. */
export function commitLine(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'packages/server/src'], {
      encoding: 'utf8',
      cwd: new URL('../../..', import.meta.url),
    }).trim();
    return dirty ? `${head} (+ uncommitted changes under packages/server/src)` : head;
  } catch {
    return 'unknown';
  }
}

/** What `uptime` says: the 1, 5 and 15 minute load averages. */
export function loadLine(): string {
  const [one, five, fifteen] = os.loadavg().map((n) => n.toFixed(1));
  return `load average ${one} / ${five} / ${fifteen} (1 / 5 / 15 min)`;
}

/** "2026-11-26 14:05 UTC at commit abc1234: 2 CPU cores, load average …, Node v20…". */
export function machineLine(loadAtStart?: string): string {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return (
    `${when} UTC at commit ${commitLine()}: ${os.cpus().length} CPU cores ` +
    `(${os.cpus()[0]?.model ?? 'unknown'}), ${loadAtStart ? `${loadAtStart} at the start and ` : ''}` +
    `${loadLine()} at the end, Node ${process.version}`
  );
}
