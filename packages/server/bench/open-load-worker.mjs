// The open-model load generator's sending side, in a thread of its own so that it never shares
// the server's event loop (plain JavaScript: a worker thread does not go through tsx).
//
// Every unit of work (one request, or a short sequence such as "move a task, then read the
// board") has an intended start time on a fixed schedule: start + i / rate. A unit is sent at its
// intended time whether or not earlier ones have answered (an open model: a slow answer does not
// hold back the next request), and its latency is taken from that intended time, so time a
// request spent waiting to be sent — for a free connection, or for a late timer on a busy
// machine — is counted, not omitted (no coordinated omission).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { origin, rate, durationS, units, maxConnections } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: maxConnections });
const target = new URL(origin);

function send(request) {
  return new Promise((resolve) => {
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    const req = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: request.method ?? 'GET',
        path: request.path,
        headers: {
          ...request.headers,
          ...(body ? { 'content-length': String(body.length) } : {}),
        },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.on('error', () => resolve({ status: 0, bytes }));
      },
    );
    req.on('error', () => resolve({ status: 0, bytes: 0 }));
    if (body) req.write(body);
    req.end();
  });
}

const total = Math.round(rate * durationS);
const steps = units[0].length;
/** Per step: latency from the unit's intended start, and from the step's own sending. */
const fromIntended = Array.from({ length: steps }, () => new Float64Array(total));
const fromSent = Array.from({ length: steps }, () => new Float64Array(total));
const statuses = {};
let errors = 0;
let bytes = 0;
let maxLateMs = 0;
/** How late each unit was sent after its intended time: the generator's (and machine's) share. */
const late = new Float64Array(total);
let done = 0;

async function unit(i, intended) {
  const sequence = units[i % units.length];
  for (let s = 0; s < sequence.length; s++) {
    const sentAt = performance.now();
    const answer = await send(sequence[s]);
    const end = performance.now();
    fromIntended[s][i] = end - intended;
    fromSent[s][i] = end - sentAt;
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    if (answer.status === 0) errors += 1;
    bytes += answer.bytes;
  }
  done += 1;
}

const start = performance.now() + 20;
const pending = [];
let next = 0;
await new Promise((resolve) => {
  const tick = () => {
    const now = performance.now();
    // Everything due by now goes out now; a late timer is counted in the latencies.
    while (next < total && start + (next * 1000) / rate <= now) {
      const intended = start + (next * 1000) / rate;
      maxLateMs = Math.max(maxLateMs, now - intended);
      late[next] = now - intended;
      pending.push(unit(next, intended));
      next += 1;
    }
    if (next >= total) return resolve();
    const wait = start + (next * 1000) / rate - performance.now();
    setTimeout(tick, Math.max(0, wait));
  };
  setTimeout(tick, Math.max(0, start - performance.now()));
});
const sentFor = performance.now() - start;
await Promise.all(pending);
const elapsed = performance.now() - start;
agent.destroy();
parentPort.postMessage({
  total,
  done,
  sentForMs: sentFor,
  elapsedMs: elapsed,
  maxLateMs,
  statuses,
  errors,
  bytes,
  fromIntended,
  fromSent,
  late,
});
