#!/usr/bin/env node
// The workspace ships TypeScript sources (as @dc/contracts does): load them through tsx, then run the CLI.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
