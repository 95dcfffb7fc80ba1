// Architecture rules, run by `npm run lint`, within the relay, the web and the workers:
// - no two modules and no two folders import each other in a circle (type-only imports count
//   too): a cycle between folders means two features lean on each other, and what both need
//   belongs in a folder both may import;
// - a feature folder is reached from outside only through its `index.ts` (its public entry),
//   never by importing one of its files. Foundations (the relay's http, db, bus…, the web's api,
//   ui, session…) are not features and may be imported file by file;
// - a relay route file (routes.ts, *-routes.ts) holds no SQL: handlers parse, call and answer,
//   and the queries live in the feature's service modules.
// Exits 1 and names every break found.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const roots = ['relay/src', 'web/src', 'workers/src'];
/** The feature a file belongs to, or null for foundations and composition roots. */
const featureOf = {
  'relay/src': (parts) => (parts[0] === 'services' && parts.length > 2 ? `services/${parts[1]}` : null),
  'web/src': (parts) =>
    parts.length > 1 &&
    !['api', 'ui', 'session', 'edition', 'paths', 'i18n', 'search-filters'].includes(parts[0])
      ? parts[0]
      : null,
  'workers/src': () => null,
};
/** Tests and test kits may reach anywhere; they are not part of the shipped graph. */
const skipped = /(\.test\.tsx?$|\.d\.ts$|\/testing\/|\/fuzz\/|-testkit\.ts$|test-(client|browser)\.ts$)/;

const problems = [];
for (const root of roots) {
  const files = sourcesUnder(path.join(repo, root));
  const imports = new Map(files.map((file) => [file, importsOf(file)]));
  for (const cycle of cyclesOf(imports)) problems.push(`module cycle in ${root}: ${describe(cycle, root)}`);
  const feature = (file) => featureOf[root](path.relative(path.join(repo, root), file).split(path.sep));
  for (const [file, targets] of imports)
    for (const target of targets) {
      const owner = feature(target);
      if (owner && owner !== feature(file) && /\.tsx?$/.test(target) && path.basename(target) !== 'index.ts')
        problems.push(
          `${root}: ${describe([file, target], root)} reaches into ${owner} (import its index.ts)`,
        );
    }
  const folders = new Map();
  for (const [file, targets] of imports) {
    const from = path.dirname(file);
    const edges = folders.get(from) ?? new Set();
    for (const target of targets) if (path.dirname(target) !== from) edges.add(path.dirname(target));
    folders.set(from, edges);
  }
  for (const cycle of cyclesOf(folders)) problems.push(`folder cycle in ${root}: ${describe(cycle, root)}`);
  if (process.env.ARCHITECTURE_DETAIL)
    for (const [from, edges] of folders)
      for (const to of edges)
        if (folders.get(to)?.has(from) && from < to)
          console.error(`  ${root}: ${describe([from, to, from], root)}`);
}

const sqlCall = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql`/;
for (const file of sourcesUnder(path.join(repo, 'relay/src')))
  if (/(^|[-/])routes\.ts$/.test(file) && sqlCall.test(readFileSync(file, 'utf8')))
    problems.push(`relay/src: ${path.relative(repo, file)} holds SQL (move the query into a service module)`);

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} architecture problem(s): see tests/architecture/check-architecture.mjs`,
  );
  process.exit(1);
}
console.log(
  `architecture: no import cycles, no reaching into features and no SQL in route files in ${roots.join(', ')}`,
);

function sourcesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(name) && !skipped.test(full) ? [full] : [];
  });
}

/** Relative imports and re-exports of a file, static or dynamic, resolved to files. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:^|[;\n])\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]);
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolve(path.resolve(path.dirname(file), specifier)))
    .filter((target) => target !== null && !skipped.test(target));
}

function resolve(base) {
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** Strongly connected components with more than one node (Tarjan), each as one of its cycles. */
function cyclesOf(graph) {
  let index = 0;
  const indices = new Map();
  const lowLinks = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    indices.set(node, index);
    lowLinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowLinks.set(node, Math.min(lowLinks.get(node), lowLinks.get(next)));
      } else if (onStack.has(next)) lowLinks.set(node, Math.min(lowLinks.get(node), indices.get(next)));
    }
    if (lowLinks.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component);
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return components.map((component) => cycleWithin(graph, new Set(component)));
}

/** One concrete circle through a component, for a readable message. */
function cycleWithin(graph, members) {
  const start = [...members].sort()[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (previous.get(path[0]) !== null) path.unshift(previous.get(path[0]));
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [...members];
}

function describe(cycle, root) {
  return cycle.map((node) => path.relative(path.join(repo, root), node) || '.').join(' → ');
}
