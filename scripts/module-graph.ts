/**
 * The server's import graph, read from the source: each file's imports (static, dynamic and type-only alike), and
 * the graph of modules (src/server/modules/<name>) it makes. `node --import tsx scripts/module-graph.ts` prints
 * the modules each module imports and any circle; module-graph.test.ts keeps both graphs free of circles.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Each server file (relative to `root`) and the server files it imports. */
export function fileGraph(root = 'src/server'): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const targets: string[] = [];
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? '';
      if (!spec.startsWith('.')) continue;
      const target = path.relative(root, path.resolve(path.dirname(file), spec));
      if (!target.startsWith('..')) targets.push(target);
    }
    graph.set(path.relative(root, file), targets);
  }
  return graph;
}

const moduleOf = (file: string): string | null => /^modules\/([^/]+)\//.exec(file.split(path.sep).join('/'))?.[1] ?? null;

/** Each module and the other modules its files import. */
export function moduleGraph(files = fileGraph()): Map<string, string[]> {
  const graph = new Map<string, Set<string>>();
  for (const [file, targets] of files) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    for (const target of targets) {
      const to = moduleOf(target);
      if (to && to !== from) edges.add(to);
    }
    graph.set(from, edges);
  }
  return new Map([...graph].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, [...v].sort()]));
}

/** Every circle in a graph, each as the path that closes it (a > b > a). */
export function circles(graph: Map<string, readonly string[]>): string[] {
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (node: string, trail: string[]): void => {
    state.set(node, 'open');
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...trail.slice(trail.indexOf(next)), next].join(' > '));
      else if (!state.has(next)) visit(next, [...trail, next]);
    }
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node, [node]);
  return found;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const modules = moduleGraph();
  for (const [name, imports] of modules) console.log(`${name} -> ${imports.join(', ') || '(none)'}`);
  const loops = [...circles(fileGraph()), ...circles(modules)];
  console.log(loops.length ? `circles:\n${loops.join('\n')}` : 'no circle among files or modules');
}
