import { spawn } from 'node:child_process';
import path from 'node:path';

// Runs one of the API's command-line tools (src/cli/*.ts) the way `npm run backup` does.

const apiDir = path.resolve(import.meta.dirname, '../../..');

export interface CliResult {
  code: number | null;
  output: string;
}

export function runCli(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<CliResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
