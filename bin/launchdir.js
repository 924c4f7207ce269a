#!/usr/bin/env node
// The CLI runs the TypeScript sources directly: Node 24 strips the types, so there is no build step.
if (Number(process.versions.node.split('.')[0]) < 24) {
  process.stderr.write(
    `launchdir needs Node.js 24 or newer (this is ${process.version}); run it through npm (npm start, npx launchdir) to use the project's own Node.\n`,
  );
  process.exit(1);
}
const { run } = await import('../app/cli/main.ts');
await run(process.argv.slice(2));
