/**
 * `npm run charts`: writes docs/flows/<machine>.md (Mermaid stateDiagram-v2) for every machine in
 * src/machines/registry.ts, and removes charts of machines that are gone.
 * `npm run charts -- --check`: changes nothing; exits 1 when a chart is stale, missing or orphaned.
 */
import fs from 'node:fs';
import path from 'node:path';
import { machines } from '../src/machines/registry.ts';
import { chartFileName, chartMarkdown } from '../src/eventlog/charts.ts';

const dir = path.resolve('docs/flows');
const check = process.argv.includes('--check');

const wanted = new Map(
  Object.entries(machines).map(([id, machine]) => [chartFileName(id), chartMarkdown(id, machine)]),
);
const existing = fs.existsSync(dir)
  ? fs.readdirSync(dir).filter((f) => f.endsWith('.md') && f !== 'README.md')
  : [];

const problems: string[] = [];
for (const [file, content] of wanted) {
  const target = path.join(dir, file);
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
  if (current === content) continue;
  if (check) problems.push(`${current === null ? 'missing' : 'stale'}: docs/flows/${file}`);
  else {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(target, content);
    console.log(`wrote docs/flows/${file}`);
  }
}
for (const file of existing) {
  if (wanted.has(file)) continue;
  if (check) problems.push(`orphaned (no such machine): docs/flows/${file}`);
  else {
    fs.rmSync(path.join(dir, file));
    console.log(`removed docs/flows/${file}`);
  }
}

if (check) {
  if (problems.length) {
    console.error(
      `Flow charts are out of date — run \`npm run charts\` and commit docs/flows:\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`flow charts up to date (${wanted.size} machine${wanted.size === 1 ? '' : 's'})`);
} else if (!wanted.size) console.log('no machines in the registry yet');
