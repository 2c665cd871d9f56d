/**
 * Checks the import boundaries of docs/architecture.md: every import between repository files is
 * resolved and tested against the rules below; import cycles fail too, type-only ones included (a
 * loop through types still ties the modules' designs together; dynamic `import()` does not count).
 * It also checks that contract/ exports no function but the few listed in CONTRACT_FUNCTIONS.
 * `node --import tsx scripts/check-boundaries.ts` (part of `npm run lint`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from '@swc/core';

/**
 * One rule: an import from a file matching `from` to a target matching `to` is a violation, unless the
 * pair matches one of `except`. Files are repository paths (`server/lib/audit.ts`); packages are
 * `npm:<specifier>`. `$1` in `to` stands for the first group `from` captured (the importing area).
 * `kinds` limits the rule to those kinds of import (every kind when absent).
 */
export type Rule = {
  name: string;
  from: string;
  to: string;
  kinds?: ImportKind[];
  except?: { from?: string; to?: string; why: string }[];
  message: string;
};

const TEST_FILE = '(\\.test\\.tsx?|\\.e2e\\.ts)$';
/** Exceptions marked so are being removed by work on other branches; delete them once merged. */
const TEMPORARY = 'temporary: being changed on another branch';

export const RULES: Rule[] = [
  {
    name: 'client-not-server',
    from: '^client/',
    to: '^server/',
    message: 'The client talks to the server over HTTP only; share schemas and types through contract/.',
  },
  {
    name: 'server-not-client',
    from: '^server/',
    to: '^client/',
    message: 'The server never imports client code; share schemas and types through contract/.',
  },
  {
    name: 'contract-pure',
    from: `^contract/(?!.*${TEST_FILE})`,
    to: '^(?!contract/|npm:zod(/|$))',
    message: 'contract/ holds zod schemas, types, enums, limits and messages: import only zod and contract/.',
  },
  {
    name: 'common-pure',
    from: `^common/(?!.*${TEST_FILE})`,
    to: '^(?!contract/|common/|npm:zod(/|$))',
    message:
      'common/ holds pure logic shared by the client and the server: import only contract/, common/ and zod types.',
  },
  {
    name: 'common-zod-types-only',
    from: `^common/(?!.*${TEST_FILE})`,
    to: '^npm:zod(/|$)',
    kinds: ['static', 'dynamic', 'mock'],
    message: 'common/ defines no schemas: import zod with `import type` only; schemas belong in contract/.',
  },
  {
    name: 'common-analytics-privacy-standalone',
    from: '^common/analytics-privacy\\.ts$',
    to: '.',
    message: 'common/analytics-privacy.ts imports nothing, so any bundle can use it without pulling zod.',
  },
  {
    name: 'server-feature-entry',
    from: '^server/features/([^/]+)/',
    to: '^server/features/(?!$1/)[^/]+/(?!(service|index)\\.ts$)',
    except: [
      { from: `^server/features/[^/]+/.*${TEST_FILE}`, to: '/testing\\.ts$', why: 'published test helpers' },
    ],
    message: 'Reach another area through its service.ts or published index.ts, never its internals.',
  },
  {
    name: 'server-feature-own-tables',
    from: '^server/features/([^/]+)/',
    to: '^server/db/schema/(?!$1\\.ts$)',
    except: [
      {
        from: '^server/features/(practice-[^/]+|provider-[^/]+|consultations)/',
        to: '^server/db/schema/practitioners\\.ts$',
        why: "the practice side's areas (signup, profile, review, settings, public profile, requests, dashboard) share the practice tables of one schema file, each area its own part (docs/product/practice.md#records)",
      },
      {
        from: '^server/features/ab-testing/',
        to: '^server/db/schema/experiments\\.ts$',
        why: 'the A/B testing area owns the experiment tables, whose schema file is named after them (docs/product/ab-testing.md#stored-data)',
      },
      {
        from: '^server/features/seo/repository\\.ts$',
        to: '^server/db/schema/practitioners\\.ts$',
        why: 'the SEO health check reads the ids of listed practitioners, to crawl their public profile pages (docs/product/admin.md#seo-magic)',
      },
      {
        from: '^server/features/analytics-dashboard/repository\\.ts$',
        to: '^server/db/schema/(analytics|auth|onboarding|symptoms|subscription)\\.ts$',
        why: "the admin analytics dashboard counts usage events, members' sign-ups and their onboarding, first symptom, trial and Premium in SQL, as totals only, reading no encrypted column (docs/product/admin.md#analytics-dashboard)",
      },
      {
        from: '^server/features/admin-[^/]+/',
        to: '^server/db/schema/admin\\.ts$',
        why: "the admin tools' areas (sign-in, reports…) share the admin tables of one schema file, each area its own tables (docs/product/admin.md)",
      },
    ],
    message:
      "An area imports only its own schema file server/db/schema/<area>.ts; ask the owning area's service for other data.",
  },
  {
    name: 'server-infrastructure-not-features',
    from: '^server/(lib|db|plugins)/',
    to: '^server/features/',
    except: [
      {
        from: '^server/plugins/auth\\.ts$',
        to: '^server/features/auth/session\\.ts$',
        why: `${TEMPORARY}: the session store is moving`,
      },
    ],
    message: 'server/lib, db and plugins serve every feature and import none; pass what they need in.',
  },
  {
    name: 'server-infrastructure-own-tables',
    from: '^server/(lib|plugins)/',
    to: '^server/db/schema/(?!system\\.ts$)',
    except: [
      {
        from: '^server/lib/payments/sandbox\\.ts$',
        to: '^server/db/schema/sandbox-payments\\.ts$',
        why: 'the built-in sandbox card processor stands for a remote service: its records are its own, no area reads them',
      },
    ],
    message:
      'server/lib owns only the tables of server/db/schema/system.ts (audit log, rate limits, outbox).',
  },
  {
    name: 'client-feature-entry',
    from: '^client/features/([^/]+)/',
    to: '^client/features/(?!$1/)[^/]+/(?!index\\.tsx?$)',
    message:
      'Use another feature only through its client/features/<area>/index.ts; move shared pieces to client/ui or client/lib.',
  },
  {
    name: 'client-layouts-feature-entry',
    from: '^client/layouts/',
    to: '^client/features/[^/]+/(?!index\\.tsx?$)',
    message: 'Layouts compose features through their client/features/<area>/index.ts only.',
  },
  {
    name: 'client-root-pages-or-entry',
    from: '^client/[^/]+$',
    to: '^client/features/[^/]+/(?!index\\.tsx?$|pages/)',
    message:
      'The router loads feature pages (lazily) and published index.ts files, nothing else of a feature.',
  },
  {
    name: 'client-shared-not-features',
    from: '^client/(ui|lib|api)/',
    to: '^client/(features|layouts)/',
    message: 'client/ui, client/lib and client/api are shared by every feature and import none.',
  },
];

/**
 * contract/ files export schemas, types, enums, limits, constants and messages, not logic: a function
 * they export (a declaration, or a const bound to an arrow or function expression) fails the check
 * unless `allowed` names it with its reason. Only two kinds belong there: a predicate a schema refines
 * with, and a builder of a user-facing message from a parameter. Other shared logic goes to common/.
 */
export type ExportRule = {
  name: string;
  files: string;
  allowed: { file: string; name: string; why: string }[];
  message: string;
};

export const CONTRACT_FUNCTIONS: ExportRule = {
  name: 'contract-no-functions',
  files: `^contract/(?!.*${TEST_FILE})`,
  allowed: [
    { file: 'contract/auth.ts', name: 'isPastCalendarDate', why: 'schema predicate: signup dateOfBirth' },
    { file: 'contract/profile.ts', name: 'isPastDate', why: 'schema predicate: profile dateOfBirth' },
    { file: 'contract/profile.ts', name: 'emailChangePendingMessage', why: 'message builder: new email' },
    { file: 'contract/progress.ts', name: 'isIanaTimeZone', why: 'schema predicate: ZTimeZone' },
    { file: 'contract/nutrition.ts', name: 'unknownFoodMessage', why: 'message builder: food, matches' },
    { file: 'contract/nutrition.ts', name: 'amountTooLargeMessage', why: 'message builder: the item' },
    { file: 'contract/subscription.ts', name: 'premiumRequiredMessage', why: 'message builder: feature' },
    { file: 'contract/subscription.ts', name: 'trialEndedMessage', why: 'message builder: feature' },
    { file: 'contract/subscription.ts', name: 'trialLimitMessage', why: 'message builder: feature' },
    { file: 'contract/library.ts', name: 'libraryUpsellLabel', why: 'message builder: the price' },
  ],
  message:
    'contract/ exports schemas, types, limits and messages, not logic: move the function to common/<area>.ts. A schema predicate or a message builder may stay if listed in CONTRACT_FUNCTIONS with its reason.',
};

/** Runtime cycles that may stay for now (same shape as a rule's `except`, matched on every member). */
export const CYCLE_EXCEPTIONS: { within: string; why: string }[] = [];

export const SOURCE_DIRS = ['contract', 'common', 'server', 'client', 'scripts', 'e2e', 'eval'];

export type ImportKind = 'static' | 'type' | 'dynamic' | 'mock';
export type FoundImport = { specifier: string; line: number; kind: ImportKind };
export type Edge = FoundImport & { from: string; to: string };
export type Violation = { file: string; line: number; rule: string; target: string };

/** Every module specifier in a source file: imports, re-exports, `import()`, `typeof import()`, `vi.mock()`. */
export function collectImports(source: string, tsx: boolean): FoundImport[] {
  const program = parseSync(source, { syntax: 'typescript', tsx });
  const lineAt = lineCounter(source);
  const found: FoundImport[] = [];
  const add = (literal: Node | undefined, kind: ImportKind) => {
    if (literal?.type === 'StringLiteral')
      found.push({ specifier: literal.value, line: lineAt(literal.span), kind });
  };
  const typeOnly = (node: Node) =>
    node.typeOnly || (node.specifiers?.length > 0 && node.specifiers.every((s: Node) => s.isTypeOnly));

  const visit = (node: Node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    switch (node.type) {
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
      case 'ExportNamedDeclaration':
        if (node.source) add(node.source, typeOnly(node) ? 'type' : 'static');
        break;
      case 'TsImportType':
        add(node.argument, 'type');
        break;
      case 'CallExpression': {
        const callee = node.callee;
        if (callee.type === 'Import') add(node.arguments[0]?.expression, 'dynamic');
        const isVi = callee.type === 'MemberExpression' && callee.object.value === 'vi';
        if (isVi && /^(mock|doMock|importActual|importMock)$/.test(callee.property.value)) {
          add(node.arguments[0]?.expression, 'mock');
        }
        break;
      }
    }
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value as Node);
  };
  visit(program.body);
  return found;
}

// biome-ignore lint/suspicious/noExplicitAny: swc's AST is walked generically
type Node = any;

/** The line of an swc span: spans are 1-based UTF-8 byte offsets from the start of the parsed file. */
function lineCounter(source: string) {
  const bytes = Buffer.from(source);
  return (span: { start: number }) => {
    let line = 1;
    for (let i = 0; i < span.start - 1 && i < bytes.length; i++) if (bytes[i] === 10) line++;
    return line;
  };
}

/** Wrappers that leave the value a function: `(…)`, `… as T`, `… satisfies T`, `<T>…`, `…!`. */
const TRANSPARENT = new Set([
  'ParenthesisExpression',
  'TsAsExpression',
  'TsSatisfiesExpression',
  'TsTypeAssertion',
  'TsNonNullExpression',
  'TsConstAssertion',
]);

function isFunctionExpression(node: Node): boolean {
  let value = node;
  while (value && TRANSPARENT.has(value.type)) value = value.expression;
  return value?.type === 'ArrowFunctionExpression' || value?.type === 'FunctionExpression';
}

/**
 * The functions a module exports, by exported name: `export function`, `export const f = () => …` (or a
 * function expression), `export default` a function, and `export { f }` of a local function.
 * Re-exports (`export … from`) are left to the file that declares them.
 */
export function collectExportedFunctions(source: string, tsx: boolean): { name: string; line: number }[] {
  const program = parseSync(source, { syntax: 'typescript', tsx });
  const lineAt = lineCounter(source);
  const declaredFunctions = (declaration: Node): Node[] => {
    if (declaration?.type === 'FunctionDeclaration') return [declaration.identifier];
    if (declaration?.type !== 'VariableDeclaration') return [];
    return declaration.declarations
      .filter((d: Node) => d.id.type === 'Identifier' && isFunctionExpression(d.init))
      .map((d: Node) => d.id);
  };
  const local = new Set<string>();
  for (const item of program.body) {
    const declaration = item.type === 'ExportDeclaration' ? item.declaration : item;
    for (const id of declaredFunctions(declaration)) local.add(id.value);
  }
  const found = new Map<string, number>();
  const add = (name: string, span: { start: number }) => {
    if (!found.has(name)) found.set(name, lineAt(span));
  };
  for (const item of program.body as Node[]) {
    switch (item.type) {
      case 'ExportDeclaration':
        for (const id of declaredFunctions(item.declaration)) add(id.value, id.span);
        break;
      case 'ExportDefaultDeclaration':
        if (item.decl.type === 'FunctionExpression') add('default', item.span);
        break;
      case 'ExportDefaultExpression': {
        const value = item.expression;
        if (isFunctionExpression(value) || (value.type === 'Identifier' && local.has(value.value)))
          add('default', item.span);
        break;
      }
      case 'ExportNamedDeclaration':
        if (item.source || item.typeOnly) break;
        for (const s of item.specifiers) {
          if (s.type === 'ExportSpecifier' && !s.isTypeOnly && local.has(s.orig.value))
            add((s.exported ?? s.orig).value, s.span);
        }
        break;
    }
  }
  return [...found].map(([name, line]) => ({ name, line }));
}

/** Functions exported by the files `rule.files` matches, other than those `rule.allowed` lists. */
export function exportViolations(
  root: string,
  files: string[],
  rule: ExportRule = CONTRACT_FUNCTIONS,
): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    if (!new RegExp(rule.files).test(file)) continue;
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    for (const { name, line } of collectExportedFunctions(source, file.endsWith('.tsx'))) {
      if (rule.allowed.some((a) => a.file === file && a.name === name)) continue;
      violations.push({ file, line, rule: rule.name, target: name });
    }
  }
  return violations;
}

const PROBES = ['', '.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];

/**
 * The repository path an import points to, `npm:<specifier>` for a package, or null when a relative
 * or alias specifier points to no file. `aliases` maps a prefix (`@client/`) to a folder (`client/`).
 */
export function resolveImport(
  root: string,
  fromFile: string,
  specifier: string,
  aliases: Record<string, string>,
): string | null {
  const bare = specifier.replace(/\?.*$/, '');
  const alias = Object.keys(aliases).find((prefix) => bare.startsWith(prefix));
  let base: string;
  if (alias) base = aliases[alias] + bare.slice(alias.length);
  else if (bare.startsWith('.')) base = path.posix.join(path.posix.dirname(fromFile), bare);
  else return `npm:${specifier}`;
  for (const probe of PROBES) {
    const candidate = path.posix.normalize(base + probe);
    if (fs.statSync(path.join(root, candidate), { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return null;
}

/** Aliases from tsconfig.json's `paths` (`"@client/*": ["./client/*"]` → `@client/` → `client/`). */
export function readAliases(root: string): Record<string, string> {
  const config = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8'));
  const paths: Record<string, string[]> = config.compilerOptions?.paths ?? {};
  return Object.fromEntries(
    Object.entries(paths).map(([key, [target]]) => [
      key.replace(/\*$/, ''),
      path.posix.normalize(String(target).replace(/\*$/, '')),
    ]),
  );
}

export function listSourceFiles(root: string, dirs = SOURCE_DIRS): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(relative);
      else if (entry.isFile() && /\.tsx?$/.test(entry.name)) files.push(relative);
    }
  };
  for (const dir of dirs) if (fs.existsSync(path.join(root, dir))) walk(dir);
  return files.sort();
}

export function collectEdges(root: string, files: string[], aliases: Record<string, string>) {
  const edges: Edge[] = [];
  const unresolved: Violation[] = [];
  for (const file of files) {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    for (const found of collectImports(source, file.endsWith('.tsx'))) {
      const to = resolveImport(root, file, found.specifier, aliases);
      if (to) edges.push({ ...found, from: file, to });
      else unresolved.push({ file, line: found.line, rule: 'unresolved-import', target: found.specifier });
    }
  }
  return { edges, unresolved };
}

export function ruleViolations(edges: Edge[], rules: Rule[] = RULES): Violation[] {
  const violations: Violation[] = [];
  for (const edge of edges) {
    for (const rule of rules) {
      if (rule.kinds && !rule.kinds.includes(edge.kind)) continue;
      const match = new RegExp(rule.from).exec(edge.from);
      if (!match) continue;
      const to = rule.to.replace(/\$1/g, () => escapeRegExp(match[1] ?? ''));
      if (!new RegExp(to).test(edge.to)) continue;
      const excused = rule.except?.some(
        (e) => (!e.from || new RegExp(e.from).test(edge.from)) && (!e.to || new RegExp(e.to).test(edge.to)),
      );
      if (!excused) violations.push({ file: edge.from, line: edge.line, rule: rule.name, target: edge.to });
    }
  }
  return violations;
}

/**
 * Import cycles, one representative loop per strongly connected component (Tarjan). Only static value
 * imports count as runtime edges: `import type` is erased, and `import()` runs after every module loaded.
 */
export function findCycles(edges: Edge[], kinds: ImportKind[] = ['static']): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const edge of edges) {
    if (!kinds.includes(edge.kind) || edge.to.startsWith('npm:')) continue;
    if (!graph.has(edge.from)) graph.set(edge.from, new Set());
    graph.get(edge.from)!.add(edge.to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const strongConnect = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        strongConnect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.has(node)) components.push(component);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) strongConnect(node);
  return components.map((component) => loopThrough(graph, new Set(component)));
}

/** The shortest loop from the component's first file (sorted) back to itself, staying inside it. */
function loopThrough(graph: Map<string, Set<string>>, component: Set<string>): string[] {
  const start = [...component].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const loop = [start];
        for (let at = node; at !== start; at = previous.get(at)!) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

export function checkBoundaries(
  root: string,
  options: { aliases?: Record<string, string>; rules?: Rule[]; exportRule?: ExportRule } = {},
) {
  const aliases = options.aliases ?? readAliases(root);
  const files = listSourceFiles(root);
  const { edges, unresolved } = collectEdges(root, files, aliases);
  const violations = [
    ...unresolved,
    ...ruleViolations(edges, options.rules),
    ...exportViolations(root, files, options.exportRule),
  ];
  const excused = (cycle: string[]) =>
    CYCLE_EXCEPTIONS.some((e) => cycle.every((file) => new RegExp(e.within).test(file)));
  const cycles = findCycles(edges, ['static', 'type']).filter((cycle) => !excused(cycle));
  return { edges, violations, cycles };
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { edges, violations, cycles } = checkBoundaries(root);
  for (const v of violations) console.log(`${v.file}:${v.line}  ${v.rule}  → ${v.target}`);
  for (const cycle of cycles) console.log(`${cycle[0]}  import-cycle  → ${cycle.slice(1).join(' → ')}`);
  const fired = new Set(violations.map((v) => v.rule));
  for (const rule of [...RULES, CONTRACT_FUNCTIONS])
    if (fired.has(rule.name)) console.log(`\n${rule.name}: ${rule.message}`);
  if (fired.has('unresolved-import')) console.log('\nunresolved-import: the specifier points to no file.');
  if (cycles.length > 0)
    console.log('\nimport-cycle: break the loop (move the shared piece or type down, or pass it in).');
  if (violations.length > 0 || cycles.length > 0) {
    console.log(`\nImport boundaries: ${violations.length} violation(s), ${cycles.length} cycle(s).`);
    process.exit(1);
  }
  console.log(`Import boundaries: ${edges.length} imports checked, no violations.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
