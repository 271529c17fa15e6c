// `npm run bench -w app`: Lighthouse (mobile, default throttling) against the real server serving
// a fresh build, in Debian's Chromium; the median of several runs per page, written as a section
// of bench/results.md with the date, the commit and the machine's load. Targets: performance
// >= 95 on / (a visitor's: the landing page), /homepage and /login, accessibility, best practices
// and SEO 100, /login's JavaScript over the wire <= 120 KB.
// `LIGHTHOUSE_PAGES=/,/login npm run bench -w app` measures only those pages; the section keeps
// the other pages' rows from the run that measured them, each row saying when that was.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type Result from 'lighthouse/types/lhr/lhr.js';
import { chromiumLaunchOptions } from '../../chromium';
import { startAppServer } from '../e2e/support/app-server';

const root = fileURLToPath(new URL('../..', import.meta.url));
const resultsFile = `${root}bench/results.md`;
const allPages = ['/', '/homepage', '/login', '/signup', '/forgot-password'];
const pages = process.env.LIGHTHOUSE_PAGES?.split(',').map((page) => page.trim()) ?? allPages;
/** Pages held to the performance target. */
const targetPages = ['/', '/homepage', '/login'];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const targets = { performance: 95, other: 100, loginScriptKb: 120 };

console.log('Building the app...');
const build = spawnSync('npm', ['run', 'build', '-w', 'app'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = await startAppServer({});
const chrome = await chromeLauncher.launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: chromiumLaunchOptions.args,
});

interface PageResult {
  page: string;
  scores: Record<(typeof categories)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptBytes: number;
  scriptRequests: number;
  failed: string[];
}

function summarize(page: string, lhr: Result): PageResult {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = (
    lhr.audits['resource-summary']?.details as
      { items: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined
  )?.items.find((item) => item.resourceType === 'script');
  // The audits that cost a point in a category other than performance, so they can be fixed.
  const failed = categories
    .filter((category) => category !== 'performance')
    .flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}`),
    );
  return {
    page,
    scores: Object.fromEntries(
      categories.map((category) => [
        category,
        Math.round((lhr.categories[category]?.score ?? 0) * 100),
      ]),
    ) as PageResult['scores'],
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: summary?.transferSize ?? 0,
    scriptRequests: summary?.requestCount ?? 0,
    failed,
  };
}

const results: PageResult[] = [];
let lighthouseVersion = '';
try {
  for (const page of pages) {
    const lhrs: Result[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await lighthouse(`${server.baseUrl}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      if (result.lhr.runtimeError) {
        throw new Error(
          `${page}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
        );
      }
      lhrs.push(result.lhr);
      lighthouseVersion = result.lhr.lighthouseVersion;
      console.log(
        `${page} run ${run}: performance ${Math.round((result.lhr.categories.performance?.score ?? 0) * 100)}`,
      );
    }
    results.push(summarize(page, computeMedianRun(lhrs)));
  }
} finally {
  chrome.kill();
  await server.stop();
}

const [load1, load5, load15] = loadavg().map((load) => load.toFixed(2));
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
  cwd: root,
  encoding: 'utf8',
}).stdout.trim();
const measured = `${new Date().toISOString().slice(0, 10)}, ${commit}, load ${load1} ${load5} ${load15}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = results.map(
  (r) =>
    `| ${r.page} | ${r.scores.performance} | ${seconds(r.fcp)} | ${seconds(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kb(r.scriptBytes)} (${r.scriptRequests} files) | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${measured} |`,
);
const verdicts = results.flatMap((r) => {
  const lines: string[] = [];
  if (targetPages.includes(r.page)) {
    const meets = r.scores.performance >= targets.performance;
    lines.push(
      `- ${r.page}: performance ${r.scores.performance} (${meets ? 'meets' : 'misses'} ≥ ${targets.performance}).`,
    );
  }
  if (r.page === '/login') {
    const meets = r.scriptBytes <= targets.loginScriptKb * 1024;
    lines.push(
      `- /login: JavaScript over the wire ${kb(r.scriptBytes)} (${meets ? 'meets' : 'misses'} ≤ ${targets.loginScriptKb} KB).`,
    );
  }
  const others = (['accessibility', 'best-practices', 'seo'] as const).filter(
    (c) => r.scores[c] < targets.other,
  );
  lines.push(
    others.length === 0
      ? `- ${r.page}: accessibility, best practices and SEO all 100.`
      : `- ${r.page}: below 100 in ${others.join(', ')} (${r.failed.join('; ')}).`,
  );
  return lines;
});

const chromium = spawnSync(chromiumLaunchOptions.executablePath, ['--version'], {
  encoding: 'utf8',
}).stdout.trim();
// Pages this run did not measure keep their rows and verdicts from the run that did.
const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
const previousSection =
  /<!-- lighthouse:start -->[\s\S]*?<!-- lighthouse:end -->/.exec(previous)?.[0] ?? '';
// A row of a run before rows said when they were measured: that run's date and load.
const previousRun = [
  /\) on (\d{4}-\d\d-\d\d)/.exec(previousSection)?.[1],
  /load average ([\d.]+)/.exec(previousSection)?.[1],
];
const pageOf = (line: string) => /^[|-] (\/[^\s|:]*)/.exec(line)?.[1];
const keptRows = previousSection
  .split('\n')
  .filter((line) => line.startsWith('| /') && !pages.includes(pageOf(line) ?? ''))
  .map((line) =>
    line.split('|').length - 2 >= 11
      ? line
      : `${line} ${previousRun[0] ?? 'earlier'}, load ${previousRun[1] ?? '?'} |`,
  );
const keptVerdicts = previousSection
  .split('\n')
  .filter((line) => line.startsWith('- /') && !pages.includes(pageOf(line) ?? ''));
const byPage = (a: string, b: string) =>
  allPages.indexOf(pageOf(a) ?? '') - allPages.indexOf(pageOf(b) ?? '');

const section = [
  '<!-- lighthouse:start -->',
  '# Benchmark: the served app on a phone (Lighthouse)',
  '',
  `Written by \`npm run bench -w app\` (app/bench/lighthouse.ts); last run on ${new Date().toISOString().slice(0, 10)} (${pages.join(', ')}): ${cpus().length} CPU cores, load average ${load1} when it finished, Node ${process.version}, ${chromium}, Lighthouse ${lighthouseVersion}. Each row says when it was measured (date, commit, load averages over 1, 5 and 15 minutes).`,
  `Lighthouse's mobile preset (Moto G Power, simulated slow 4G, 4× CPU slowdown) against the real server serving a fresh build (brotli, hashed files immutable); the median of ${runs} runs per page, each from an empty cache. "JS over the wire" is every script the page downloaded, compressed, headers included. \`/\` is measured as a visitor opens it (no session): the landing page, prerendered at that address.`,
  '',
  '| page | performance | FCP | LCP | TBT | CLS | JS over the wire | accessibility | best practices | SEO | measured |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ...[...rows, ...keptRows].sort(byPage),
  '',
  `Targets: mobile performance ≥ ${targets.performance} on ${targetPages.join(', ')}; accessibility, best practices and SEO 100; /login's JavaScript ≤ ${targets.loginScriptKb} KB. Scores move by a few points between runs on a shared 2-core machine: the load averages say how busy it was.`,
  '',
  ...[...verdicts, ...keptVerdicts].sort(byPage),
  '<!-- lighthouse:end -->',
  '',
].join('\n');

// The server bench rewrites the whole file first; this section replaces its own earlier copy.
const withoutOld = previous.replace(
  /<!-- lighthouse:start -->[\s\S]*?<!-- lighthouse:end -->\n?/,
  '',
);
writeFileSync(resultsFile, `${withoutOld.trimEnd()}${withoutOld ? '\n\n' : ''}${section}`);
console.log(`\n${rows.join('\n')}\n\n${verdicts.join('\n')}\nWritten to ${resultsFile}`);
