#!/usr/bin/env node
// The CLI runs the TypeScript sources directly: Node 24 strips the types, so there is no build step.
import module from 'node:module';

if (Number(process.versions.node.split('.')[0]) < 24) {
  process.stderr.write(
    `launchdir needs Node.js 24 or newer (this is ${process.version}); run it as bin/launchdir (or through npm: npm start, npx launchdir) to use the project's own Node.\n`,
  );
  process.exit(1);
}
// Node keeps what it compiled (the stripped TypeScript and its bytecode) in the system's temporary directory,
// keyed by each file's content: a second run of any command skips that work (NODE_DISABLE_COMPILE_CACHE=1 turns it off).
module.enableCompileCache?.();
const { run } = await import('../app/cli/main.ts');
await run(process.argv.slice(2));
