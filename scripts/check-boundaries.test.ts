import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONTRACT_FUNCTIONS,
  checkBoundaries,
  collectExportedFunctions,
  collectImports,
  type Edge,
  exportViolations,
  findCycles,
  resolveImport,
  ruleViolations,
} from './check-boundaries';

const ALIASES = { '@contract/': 'contract/', '@common/': 'common/', '@client/': 'client/' };
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** A throwaway repository holding `files` (path → source). */
function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  roots.push(root);
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), source);
  }
  return root;
}

const edge = (from: string, to: string, kind: Edge['kind'] = 'static'): Edge => ({
  from,
  to,
  kind,
  line: 1,
  specifier: to,
});

describe('collectImports', () => {
  it('finds every kind of specifier with its line', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C, type D } from './c';",
      "export * from './e';",
      "export { f } from './f';",
      "export type { G } from './g';",
      "const h = await import('./h');",
      "vi.mock('./i', () => ({}));",
      "type J = typeof import('./j');",
      "import './k.css';",
      "const notAnImport = 'l';",
    ].join('\n');
    expect(collectImports(source, false)).toEqual([
      { specifier: './a', line: 1, kind: 'static' },
      { specifier: './b', line: 2, kind: 'type' },
      { specifier: './c', line: 3, kind: 'type' },
      { specifier: './e', line: 4, kind: 'static' },
      { specifier: './f', line: 5, kind: 'static' },
      { specifier: './g', line: 6, kind: 'type' },
      { specifier: './h', line: 7, kind: 'dynamic' },
      { specifier: './i', line: 8, kind: 'mock' },
      { specifier: './j', line: 9, kind: 'type' },
      { specifier: './k.css', line: 10, kind: 'static' },
    ]);
  });

  it('parses TSX and counts lines after multi-byte text', () => {
    const source =
      '// café — naïve\nimport { X } from \'@client/ui/x\';\nexport const Y = () => <X title="é" />;\n';
    expect(collectImports(source, true)).toEqual([{ specifier: '@client/ui/x', line: 2, kind: 'static' }]);
  });

  it('treats an import with a value binding beside type bindings as a runtime import', () => {
    expect(collectImports("import { type A, b } from './m';", false)[0]?.kind).toBe('static');
  });
});

describe('resolveImport', () => {
  const root = () =>
    tree({
      'client/ui/button.tsx': '',
      'client/features/auth/index.ts': '',
      'server/lib/audit.ts': '',
      'server/lib/types.d.ts': '',
      'client/styles.css': '',
    });

  it('probes extensions and index files for relative and alias specifiers', () => {
    const r = root();
    expect(resolveImport(r, 'client/app.tsx', './ui/button', ALIASES)).toBe('client/ui/button.tsx');
    expect(resolveImport(r, 'client/app.tsx', '@client/features/auth', ALIASES)).toBe(
      'client/features/auth/index.ts',
    );
    expect(resolveImport(r, 'server/features/x/service.ts', '../../lib/audit', ALIASES)).toBe(
      'server/lib/audit.ts',
    );
    expect(resolveImport(r, 'server/lib/audit.ts', './types', ALIASES)).toBe('server/lib/types.d.ts');
    expect(resolveImport(r, 'client/main.tsx', './styles.css?inline', ALIASES)).toBe('client/styles.css');
  });

  it('names packages npm:<specifier> and answers null for a missing file', () => {
    const r = root();
    expect(resolveImport(r, 'contract/a.ts', 'zod', ALIASES)).toBe('npm:zod');
    expect(resolveImport(r, 'server/a.ts', 'node:fs', ALIASES)).toBe('npm:node:fs');
    expect(resolveImport(r, 'client/app.tsx', './ui/missing', ALIASES)).toBeNull();
  });
});

describe('rules', () => {
  const cases: [from: string, to: string, rule: string | null][] = [
    ['client/features/home/pages/home-page.tsx', 'server/lib/errors.ts', 'client-not-server'],
    ['server/app.ts', 'client/entry-server.tsx', 'server-not-client'],
    ['contract/symptoms.ts', 'npm:zod', null],
    ['contract/symptoms.ts', 'contract/errors.ts', null],
    ['contract/symptoms.ts', 'npm:drizzle-orm', 'contract-pure'],
    ['contract/symptoms.ts', 'server/lib/errors.ts', 'contract-pure'],
    ['contract/symptoms.test.ts', 'npm:vitest', null],
    ['contract/water.ts', 'common/water.ts', 'contract-pure'],
    ['common/water.ts', 'contract/water.ts', null],
    ['common/profile.ts', 'common/practitioners.ts', null],
    ['common/water.ts', 'npm:date-fns', 'common-pure'],
    ['common/water.ts', 'npm:node:fs', 'common-pure'],
    ['common/water.ts', 'npm:react', 'common-pure'],
    ['common/water.ts', 'client/lib/dates.ts', 'common-pure'],
    ['common/water.ts', 'server/lib/errors.ts', 'common-pure'],
    ['common/water.test.ts', 'npm:vitest', null],
    ['common/water.ts', 'npm:zod', 'common-zod-types-only'],
    ['server/features/water/service.ts', 'common/water.ts', null],
    ['client/features/nutrition/components/water-card.tsx', 'common/water.ts', null],
    ['common/analytics-privacy.ts', 'common/water.ts', 'common-analytics-privacy-standalone'],
    ['common/analytics-privacy.ts', 'contract/analytics.ts', 'common-analytics-privacy-standalone'],
    ['server/features/water/service.ts', 'server/features/subscription/service.ts', null],
    ['server/features/water/service.ts', 'server/features/nutrition/index.ts', null],
    ['server/features/water/service.ts', 'server/features/water/repository.ts', null],
    [
      'server/features/water/service.ts',
      'server/features/subscription/repository.ts',
      'server-feature-entry',
    ],
    [
      'server/features/water/water.test.ts',
      'server/features/subscription/repository.ts',
      'server-feature-entry',
    ],
    ['server/features/water/water.test.ts', 'server/features/subscription/testing.ts', null],
    ['server/features/water/service.ts', 'server/features/subscription/testing.ts', 'server-feature-entry'],
    ['server/features/water/repository.ts', 'server/db/schema/water.ts', null],
    ['server/features/water/repository.ts', 'server/db/schema/auth.ts', 'server-feature-own-tables'],
    ['server/features/water/repository.ts', 'server/db/schema/index.ts', 'server-feature-own-tables'],
    ['server/lib/audit.ts', 'server/db/schema/system.ts', null],
    ['server/lib/audit.ts', 'server/db/schema/symptoms.ts', 'server-infrastructure-own-tables'],
    ['server/lib/mailer.ts', 'server/features/auth/service.ts', 'server-infrastructure-not-features'],
    [
      'server/db/seed/community.ts',
      'server/features/community/index.ts',
      'server-infrastructure-not-features',
    ],
    ['server/plugins/errors.ts', 'server/features/auth/index.ts', 'server-infrastructure-not-features'],
    ['server/app.ts', 'server/features/auth/better-auth.ts', null],
    ['client/features/home/pages/home-page.tsx', 'client/features/nutrition/index.ts', null],
    ['client/features/home/pages/home-page.tsx', 'client/features/home/hooks.ts', null],
    ['client/features/home/pages/home-page.tsx', 'client/features/auth/hooks.ts', 'client-feature-entry'],
    ['client/features/home/home.test.tsx', 'client/features/auth/hooks.ts', 'client-feature-entry'],
    ['client/features/home/pages/home-page.tsx', 'client/ui/card.tsx', null],
    ['client/layouts/app-shell.tsx', 'client/features/feedback/index.ts', null],
    [
      'client/layouts/app-shell.tsx',
      'client/features/feedback/components/w.tsx',
      'client-layouts-feature-entry',
    ],
    ['client/signed-in-routes.tsx', 'client/features/home/pages/home-page.tsx', null],
    ['client/router.tsx', 'client/features/auth/hooks.ts', 'client-root-pages-or-entry'],
    ['client/ui/card.tsx', 'client/lib/dates.ts', null],
    ['client/ui/card.tsx', 'client/features/home/index.ts', 'client-shared-not-features'],
    ['client/lib/dates.ts', 'client/layouts/app-shell.tsx', 'client-shared-not-features'],
    ['scripts/eval-nutrition.ts', 'server/features/nutrition/analyse-text.ts', null],
  ];

  it.each(cases)('%s → %s: %s', (from, to, rule) => {
    expect(ruleViolations([edge(from, to)]).map((v) => v.rule)).toEqual(rule ? [rule] : []);
  });

  it('lets common/ import zod for its types only', () => {
    const rules = (kind: Edge['kind']) =>
      ruleViolations([edge('common/water.ts', 'npm:zod', kind)]).map((v) => v.rule);
    expect(rules('type')).toEqual([]);
    expect(rules('static')).toEqual(['common-zod-types-only']);
    expect(rules('dynamic')).toEqual(['common-zod-types-only']);
  });

  it('reports where the import is', () => {
    const [violation] = ruleViolations([{ ...edge('client/app.tsx', 'server/app.ts'), line: 7 }]);
    expect(violation).toEqual({
      file: 'client/app.tsx',
      line: 7,
      rule: 'client-not-server',
      target: 'server/app.ts',
    });
  });
});

describe('collectExportedFunctions', () => {
  it('finds every way of exporting a function, by exported name', () => {
    const source = [
      'export function a() {}',
      'export const b = () => 1, notAFunction = 2;',
      'export const c = async function () {};',
      'export const d = ((x: number) => x) as (x: number) => number;',
      'const e = () => 1;',
      'function f() {}',
      'export { e, f as g };',
      'export default function () {}',
      'export function h(x: string): string;',
      'export function h(x: string) { return x; }',
    ].join('\n');
    expect(collectExportedFunctions(source, false)).toEqual([
      { name: 'a', line: 1 },
      { name: 'b', line: 2 },
      { name: 'c', line: 3 },
      { name: 'd', line: 4 },
      { name: 'e', line: 7 },
      { name: 'g', line: 7 },
      { name: 'default', line: 8 },
      { name: 'h', line: 9 },
    ]);
  });

  it('ignores schemas, constants, types, local functions and re-exports', () => {
    const source = [
      "import { z } from 'zod';",
      'const wholeNumber = (max: number) => z.number().int().max(max);',
      'export const ZAge = wholeNumber(120);',
      "export const LABELS = { 1: 'Poor' } as const;",
      'export type TFormat = (value: number) => string;',
      "export { helper } from './helper';",
      "export * from './other';",
    ].join('\n');
    expect(collectExportedFunctions(source, false)).toEqual([]);
  });
});

describe('contract-no-functions', () => {
  it('reports functions a contract file exports, unless listed with a reason', () => {
    const root = tree({
      'contract/water.ts':
        'export const WATER = 1;\nexport function toMl(n: number) { return n; }\nexport const isGoal = (n: number) => n > 0;\n',
      'contract/water.test.ts': 'export const helper = () => 1;\n',
      'common/water.ts': 'export function goalPercent() { return 0; }\n',
    });
    const rule = {
      ...CONTRACT_FUNCTIONS,
      allowed: [{ file: 'contract/water.ts', name: 'isGoal', why: 'schema predicate' }],
    };
    const files = ['common/water.ts', 'contract/water.test.ts', 'contract/water.ts'];
    expect(exportViolations(root, files, rule)).toEqual([
      { file: 'contract/water.ts', line: 2, rule: 'contract-no-functions', target: 'toMl' },
    ]);
  });

  it('lists a reason for every allowed function, and each still exists in its file', () => {
    const root = path.resolve(import.meta.dirname, '..');
    for (const allowed of CONTRACT_FUNCTIONS.allowed) {
      expect(allowed.why).not.toBe('');
      const source = fs.readFileSync(path.join(root, allowed.file), 'utf8');
      expect(collectExportedFunctions(source, false).map((f) => f.name)).toContain(allowed.name);
    }
  });
});

describe('findCycles', () => {
  it('finds a runtime loop and reports it from its first file', () => {
    const cycles = findCycles([
      edge('a.ts', 'b.ts'),
      edge('b.ts', 'c.ts'),
      edge('c.ts', 'a.ts'),
      edge('c.ts', 'd.ts'),
    ]);
    expect(cycles).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('finds a file importing itself', () => {
    expect(findCycles([edge('a.ts', 'a.ts')])).toEqual([['a.ts', 'a.ts']]);
  });

  it('ignores loops closed only by import type or import()', () => {
    expect(findCycles([edge('a.ts', 'b.ts'), edge('b.ts', 'a.ts', 'type')])).toEqual([]);
    expect(findCycles([edge('a.ts', 'b.ts'), edge('b.ts', 'a.ts', 'dynamic')])).toEqual([]);
    expect(findCycles([edge('a.ts', 'b.ts'), edge('b.ts', 'a.ts', 'type')], ['static', 'type'])).toHaveLength(
      1,
    );
  });
});

describe('checkBoundaries', () => {
  it('passes a tree that keeps the rules', () => {
    const root = tree({
      'contract/water.ts': "import { z } from 'zod';\nexport const ZWater = z.object({});\n",
      'server/features/water/service.ts':
        "import { ZWater } from '@contract/water';\nimport { plan } from '../subscription/service';\nimport { rows } from './repository';\n",
      'server/features/water/repository.ts': "import { waterEntries } from '../../db/schema/water';\n",
      'server/features/subscription/service.ts': 'export const plan = 1;\n',
      'server/db/schema/water.ts': "import { users } from './auth';\n",
      'server/db/schema/auth.ts': 'export const users = 1;\n',
      'client/features/home/pages/home-page.tsx':
        "import { WaterCard } from '@client/features/nutrition';\nexport const Home = () => <WaterCard />;\n",
      'client/features/nutrition/index.ts': "export { WaterCard } from './water-card';\n",
      'client/features/nutrition/water-card.tsx': "import type { TWater } from '@contract/water';\n",
    });
    const result = checkBoundaries(root, { aliases: ALIASES });
    expect(result.violations).toEqual([]);
    expect(result.cycles).toEqual([]);
    expect(result.edges).toHaveLength(9);
  });

  it('reports rule breaks, unresolved imports, contract functions and import cycles, type-only ones included', () => {
    const root = tree({
      'contract/water.ts': 'export const toMl = (n: number) => n;\n',
      'client/features/home/pages/home-page.tsx': "import { x } from '../../nutrition/water-card';\n",
      'client/features/nutrition/water-card.tsx': "import { y } from './missing';\n",
      'server/lib/a.ts': "import { b } from './b';\nexport const a = 1;\n",
      'server/lib/b.ts': "import { a } from './a';\nexport const b = 2;\n",
      'server/lib/ai/c.ts': "import type { D } from './d';\nexport type C = number;\n",
      'server/lib/ai/d.ts': "import type { C } from './c';\nexport type D = C;\n",
    });
    const result = checkBoundaries(root, { aliases: ALIASES });
    expect(result.violations).toEqual([
      {
        file: 'client/features/nutrition/water-card.tsx',
        line: 1,
        rule: 'unresolved-import',
        target: './missing',
      },
      {
        file: 'client/features/home/pages/home-page.tsx',
        line: 1,
        rule: 'client-feature-entry',
        target: 'client/features/nutrition/water-card.tsx',
      },
      { file: 'contract/water.ts', line: 1, rule: 'contract-no-functions', target: 'toMl' },
    ]);
    expect(result.cycles).toEqual([
      ['server/lib/a.ts', 'server/lib/b.ts', 'server/lib/a.ts'],
      ['server/lib/ai/c.ts', 'server/lib/ai/d.ts', 'server/lib/ai/c.ts'],
    ]);
  });
});
