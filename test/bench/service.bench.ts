// Service throughput: requests/s and p99 latency of GET destination and PATCH notification
// under 50 connections from wrk (a separate process), each next to a bare fastify route that
// returns the same JSON with the same response schema, measured in the same run. Two more bare
// routes show what one SQLite point-select, and one `PRAGMA data_version`, cost per request.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import fastify, { type FastifyInstance } from 'fastify';
import { buildServer, issueApiKey, operationRoute, SqliteDatabase } from '@capctl/server';
import { table } from './measure.js';
import { wrk, type WrkResult } from './wrk.js';

const CONNECTIONS = 50;
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);

interface Measured extends WrkResult {
  /** CPU time of this process (where both servers run) per request served. */
  readonly cpuUsPerRequest: number;
}

/** wrk against `url`, with this process's CPU time per request (the servers run here). */
async function withCpu(url: string, script: string | undefined, seconds: number): Promise<Measured> {
  const cpuBefore = process.cpuUsage();
  const result = await wrk(url, script, seconds, CONNECTIONS);
  const cpu = process.cpuUsage(cpuBefore);
  return { ...result, cpuUsPerRequest: (cpu.user + cpu.system) / result.requests };
}

function luaScript(dir: string, name: string, method: string, key: string | undefined, body: string | undefined): string {
  const path = join(dir, `${name}.lua`);
  const lines = [`wrk.method = "${method}"`, 'wrk.headers["content-type"] = "application/json"'];
  if (key) lines.push(`wrk.headers["x-service-auth"] = "${key}"`);
  if (body) lines.push(`wrk.body = '${body}'`);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

async function bareServer(dbPath: string, destinationJson: { data: { id: string } }, notificationJson: unknown): Promise<FastifyInstance> {
  const app = fastify({ logger: false });
  const getSchema = operationRoute('getDestination').schema.response;
  const patchSchema = operationRoute('patchNotification').schema.response;
  app.get('/bare/destination', { schema: getSchema ? { response: getSchema } : {} }, async () => destinationJson);
  const sqlite = new SqliteDatabase(dbPath);
  app.addHook('onClose', async () => sqlite.close());
  const select = sqlite.prepare('select id, org_id, updated_at, label, type, config, tags from destinations where org_id = ? and id = ?');
  app.get('/bare/select', { schema: getSchema ? { response: getSchema } : {} }, async () => {
    const row = select.get('1', destinationJson.data.id) as { config: string; tags: string };
    return { ...destinationJson, data: { ...destinationJson.data, ...row, config: JSON.parse(row.config), tags: JSON.parse(row.tags) } };
  });
  // What the service's read cache checks, here once per request: another connection's commits.
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  app.get('/bare/data-version', { schema: getSchema ? { response: getSchema } : {} }, async () => {
    dataVersion.get();
    return destinationJson;
  });
  app.patch('/bare/notification', { schema: patchSchema ? { response: patchSchema } : {} }, async () => notificationJson);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

interface Round {
  readonly bare: Measured;
  /** The bare route with one database call added (a point-select; a data_version check), in that order. */
  readonly references: readonly Measured[];
  readonly service: Measured;
  readonly ratio: number;
}

/**
 * Alternates the bare route, the reference routes and the service, and keeps the round with the
 * median service ratio: the machine is shared, so back-to-back runs are compared, not far ones.
 */
async function rounds(bareUrl: string, referenceUrls: readonly string[], serviceUrl: string, script: string): Promise<Round> {
  const all: Round[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const bare = await withCpu(bareUrl, script, SECONDS);
    const references: Measured[] = [];
    for (const url of referenceUrls) references.push(await withCpu(url, script, SECONDS));
    const service = await withCpu(serviceUrl, script, SECONDS);
    all.push({ bare, references, service, ratio: service.rps / bare.rps });
  }
  all.sort((a, b) => a.ratio - b.ratio);
  return all[Math.floor(all.length / 2)] as Round;
}

async function main(): Promise<void> {
  if (spawnSync('wrk', ['--version']).error) {
    console.log('wrk is not installed (apt-get install -y wrk); service benchmark skipped');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'capctl-bench-'));
  const app = await buildServer({ db: join(dir, 'bench.db'), rateLimit: { max: 1_000_000_000, timeWindowMs: 60_000 } });
  try {
    const { key } = await issueApiKey(app.repos, { org: '1', user: 'bench' });
    const destination = await app.repos.destinations.create('1', {
      label: 'bench',
      type: 'webhook',
      config: { url: 'https://hooks.example.com/x', headers: { 'x-team': 'bench' }, signaling: { enabled: true, default: 'ack' }, response_time_sla_ms: 250 },
      tags: { env: 'bench' },
    });
    const notification = await app.repos.notifications.create('1', { variant: 'general', type: 'internal', body: { content_type: 'markdown', content: 'bench' } });
    const serviceUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const getPath = `/v1/orgs/1/destinations/${destination.id}`;
    const patchPath = `/v1/orgs/1/notifications/${notification.id}`;
    const patchBody = '{"acknowledged":true}';
    const sample = async (path: string, method: string, body?: string) =>
      (await fetch(serviceUrl + path, { method, headers: { 'x-service-auth': key, 'content-type': 'application/json' }, ...(body ? { body } : {}) })).json();
    const bare = await bareServer(join(dir, 'bench.db'), (await sample(getPath, 'GET')) as { data: { id: string } }, await sample(patchPath, 'PATCH', patchBody));
    const address = bare.server.address();
    const bareUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const getScript = luaScript(dir, 'get', 'GET', key, undefined);
    const patchScript = luaScript(dir, 'patch', 'PATCH', key, patchBody);
    await withCpu(serviceUrl + getPath, getScript, 2); // warm-up
    await withCpu(bareUrl + '/bare/destination', getScript, 2);
    const get = await rounds(bareUrl + '/bare/destination', [bareUrl + '/bare/select', bareUrl + '/bare/data-version'], serviceUrl + getPath, getScript);
    const patch = await rounds(bareUrl + '/bare/notification', [], serviceUrl + patchPath, patchScript);
    await bare.close();

    const row = (name: string, r: Measured, base: Measured) => [
      name,
      r.rps.toFixed(0),
      r.p99ms.toFixed(2),
      `${((r.rps / base.rps) * 100).toFixed(0)}%`,
      r.cpuUsPerRequest.toFixed(1),
      `${((base.cpuUsPerRequest / r.cpuUsPerRequest) * 100).toFixed(0)}%`,
    ];
    console.log(`wrk -t1 -c${CONNECTIONS} -d${SECONDS}s; the routes alternate ${ROUNDS} times, the round with the median service ratio is shown\n`);
    table(
      ['route', 'req/s', 'p99 ms', 'of bare', 'cpu us/req', 'bare cpu / cpu'],
      [
        row('bare GET (same JSON, same schema)', get.bare, get.bare),
        row('bare GET + one SQLite point-select', get.references[0] ?? get.bare, get.bare),
        row('bare GET + one PRAGMA data_version', get.references[1] ?? get.bare, get.bare),
        row('GET destination', get.service, get.bare),
        row('bare PATCH (same JSON, same schema)', patch.bare, patch.bare),
        row('PATCH notification', patch.service, patch.bare),
      ],
    );
    console.log(`\naim: GET destination >= 65% of the bare route's req/s: ${get.ratio >= 0.65 ? 'met' : 'NOT met'} (${(get.ratio * 100).toFixed(0)}%)`);
    console.log(`the cpu columns are steadier on a shared machine: the bare route's CPU per request over this one's (load average ${loadavg()[0]?.toFixed(1)})`);
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
