// npm run test:stack: starts KurrentDB, MongoDB, Elasticsearch and NATS in containers (testcontainers),
// then runs every port's contract suite and the production-stack test against them. Without a
// container engine it says why and exits 0: there is nothing here it could prove.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { GenericContainer, getContainerRuntimeClient, type StartedTestContainer, Wait } from 'testcontainers';

const root = path.resolve(import.meta.dirname, '..');

try {
  const client = await getContainerRuntimeClient();
  console.log(`test:stack: container engine ${client.info.containerRuntime.host}`);
} catch (error) {
  console.log(`test:stack skipped: no container engine is reachable (${(error as Error).message.split('\n')[0]}).`);
  console.log('The KurrentDB, MongoDB, Elasticsearch and NATS suites need one: run this where Docker or Podman runs, or set');
  console.log('EVENTSTORE_URL, MONGODB_URL, ELASTICSEARCH_URL and NATS_URL to running servers and run `npm test` (see compose.yaml).');
  process.exit(0);
}

const started: StartedTestContainer[] = [];
const start = async (c: GenericContainer) => {
  const s = await c.start();
  started.push(s);
  return s;
};

let status = 1;
try {
  const [kurrent, mongo, elastic, nats] = await Promise.all([
    start(
      new GenericContainer('docker.kurrent.io/kurrent-latest/kurrentdb:latest')
        .withEnvironment({ KURRENTDB_INSECURE: 'true', KURRENTDB_RUN_PROJECTIONS: 'None', KURRENTDB_MEM_DB: 'true' })
        .withExposedPorts(2113)
        .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204)),
    ),
    start(new GenericContainer('mongo:8').withExposedPorts(27017).withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))),
    start(
      new GenericContainer('docker.elastic.co/elasticsearch/elasticsearch:9.1.0')
        .withEnvironment({ 'discovery.type': 'single-node', 'xpack.security.enabled': 'false', ES_JAVA_OPTS: '-Xms512m -Xmx512m' })
        .withExposedPorts(9200)
        .withWaitStrategy(Wait.forHttp('/_cluster/health?wait_for_status=yellow', 9200))
        .withStartupTimeout(180_000),
    ),
    start(
      new GenericContainer('nats:2.11')
        .withCommand(['-js'])
        .withExposedPorts(4222)
        .withWaitStrategy(Wait.forLogMessage(/Server is ready/)),
    ),
  ]);
  const env = {
    ...process.env,
    EVENTSTORE_URL: `kurrentdb://${kurrent.getHost()}:${kurrent.getMappedPort(2113)}?tls=false`,
    MONGODB_URL: `mongodb://${mongo.getHost()}:${mongo.getMappedPort(27017)}/launchdir`,
    ELASTICSEARCH_URL: `http://${elastic.getHost()}:${elastic.getMappedPort(9200)}`,
    NATS_URL: `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`,
  };
  const run = spawnSync(process.execPath, ['--test', '--test-concurrency=1', 'test/contract/*.test.ts', 'test/e2e/production-stack.test.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  status = run.status ?? 1;
} finally {
  await Promise.all(started.map((c) => c.stop()));
}
process.exit(status);
