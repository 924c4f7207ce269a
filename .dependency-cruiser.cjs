// The layers of docs/architecture.md, checked in npm test: dependencies point inward and down.
//   app -> everything; api -> commands, projections, domain; mcp -> api, commands, projections, domain;
//   site -> api (the operation and action tables), projections (queries), domain; never commands;
//   workers -> commands, projections, domain; commands, projections -> domain; infra -> domain;
//   domain -> itself only, and no I/O; runtime (the work's correlation id, values made at first use) -> nothing of ours, used by all but domain.
//   projections/engine (runner, leases, generations, batch writer, rebuild) -> domain and runtime, never a projection;
//   only projections/ itself reaches into the engine: everyone else goes through projections/index.ts.
const production = '^(api|app|commands|domain|infra|mcp|projections|runtime|site|workers)/';
const tests = '\\.(unit\\.)?test\\.ts$';

/** A rule that `from` may import nothing of ours outside `allowed`. */
const only = (name, from, allowed, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: `^${from}/`, pathNot: tests },
  to: { path: production, pathNot: `^(${[from, ...allowed].join('|')})/` },
});

module.exports = {
  forbidden: [
    only('domain-is-pure', 'domain', [], 'domain/ holds events, decisions, rules and port interfaces: nothing of ours but itself'),
    only('infra-is-adapters', 'infra', ['domain'], 'infra/ holds adapters: they implement domain ports with libraries'),
    only('runtime-is-shared', 'runtime', [], 'runtime/ holds what every layer shares at run time (the correlation id, onFirstUse): nothing of ours'),
    only('commands-over-domain', 'commands', ['domain', 'runtime'], 'commands load, decide and append: domain only'),
    only(
      'projections-over-domain',
      'projections',
      ['domain', 'commands', 'runtime'],
      'projections read events into read models; process managers issue commands',
    ),
    only(
      'engine-knows-no-projection',
      'projections/engine',
      ['domain', 'runtime'],
      'projections/engine/ runs any projection it is given: it imports none of them, no query and no command',
    ),
    {
      name: 'engine-is-internal',
      comment: 'the projection engine is reached through projections/index.ts (and by the projections it runs), never directly by a face or a worker',
      severity: 'error',
      from: { path: production, pathNot: `^projections/|${tests}` },
      to: { path: '^projections/engine/' },
    },
    only(
      'api-translates',
      'api',
      ['domain', 'commands', 'projections', 'schemas', 'runtime'],
      'api/ validates, calls one command or query, shapes the answer: no adapters, no workers, no composition root, no MCP',
    ),
    only('mcp-is-a-face-over-api', 'mcp', ['api', 'domain', 'commands', 'projections', 'runtime'], 'mcp/ serves the operation table as tools'),
    only(
      'site-is-a-face',
      'site',
      ['api', 'domain', 'projections', 'schemas'],
      'site/ is the pages: a face over the operation and action tables and read-model queries; never commands/ (every write has one door), no adapters, workers or composition root',
    ),
    only('workers-use-commands', 'workers', ['domain', 'commands', 'projections', 'runtime'], 'workers take jobs and report back with commands'),
    {
      name: 'domain-does-no-io',
      comment: 'the domain is pure: no node built-ins (tests excepted) and no packages',
      severity: 'error',
      from: { path: '^domain/', pathNot: `${tests}|^domain/shared/given\\.ts$` },
      to: { dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'no-folder-cycles',
      comment: 'a cycle between files is a cycle between concepts',
      severity: 'error',
      from: { path: production },
      to: { circular: true },
    },
    {
      name: 'production-does-not-import-tests',
      severity: 'error',
      from: { path: production, pathNot: tests },
      to: { path: `^test/|${tests}` },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript compiler API; swc parses the sources.
    parser: 'swc',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|data|\\.bench-data)/' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
