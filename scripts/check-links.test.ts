import { describe, expect, it } from 'vitest';
import {
  checkRepository,
  docsMentions,
  expandBraces,
  formatProblems,
  githubSlug,
  headingText,
  inlineCodePath,
  markdownAnchors,
  markdownLinkTargets,
  outsideCitations,
  resolveRepoPath,
} from './check-links';

// The two outside places, built from parts so that this file does not mention them either.
const SHARED = ['..', 'shared'].join('/');
const WORK = ['', 'work', ''].join('/');
// The citations the check refuses, built from parts so that this file does not cite anything itself.
const S = '\u00a7';
const SPEC = (n: string) => ['spec', n].join(' ');
const SPEC_CAPITAL = (n: string) => ['Spec', n].join(' ');
const ISSUE = (n: string) => ['issue', n].join(' ');
const ISSUE_CAPITAL = (n: string) => ['Issue', n].join(' ');
const DECISIONS = ['DECISIONS', '14'].join(' ');
const THE_SPEC = ['the', 'spec'].join(' ');
const THE_SPEC_CAPITAL = ['The', 'spec'].join(' ');
// The fixtures' docs folder, named through a constant so that the link check does not read these
// made-up paths as mentions of the repository's own docs.
const DOCS = 'docs';

/** A repository in memory: path → content. */
function repo(files: Record<string, string>) {
  return checkRepository({
    files: Object.keys(files).sort(),
    read: (file) => {
      const content = files[file];
      if (content === undefined) throw new Error(`no file ${file}`);
      return content;
    },
  });
}

const BASE = {
  'server/app.ts': '',
  'server/features/symptoms/routes.ts': '',
  'server/features/community/routes.ts': '',
  'contract/symptoms.ts': '',
  'e2e/home.e2e.ts': '',
  '.ci/run': '',
  [`${DOCS}/operations.md`]:
    '# Operations\n\n## Backup\n\n## Backup\n\n## Running against an external PostgreSQL\n',
};

describe('githubSlug and headingText', () => {
  it('lower-cases, drops punctuation and turns each space into a hyphen, as GitHub does', () => {
    expect(githubSlug('Rules and numbers')).toBe('rules-and-numbers');
    expect(githubSlug('What it does, for whom?')).toBe('what-it-does-for-whom');
    expect(githubSlug('2026-11-21 · Embedded PostgreSQL')).toBe('2026-11-21--embedded-postgresql');
    expect(githubSlug('snake_case stays')).toBe('snake_case-stays');
    expect(githubSlug('Café – déjà vu')).toBe('café--déjà-vu');
    expect(githubSlug('Water & fasting 💧')).toBe('water--fasting-');
  });

  it('reads a heading as the reader sees it: no code ticks, link syntax or emphasis markers', () => {
    expect(headingText('The `pg_ctl` wrapper')).toBe('The pg_ctl wrapper');
    expect(headingText('See [the API](api.md#calls)')).toBe('See the API');
    expect(headingText('**Bold** and _quiet_ words')).toBe('Bold and quiet words');
    expect(githubSlug(headingText('`/api` is the API reference'))).toBe('api-is-the-api-reference');
  });
});

describe('markdownAnchors', () => {
  it('numbers repeated headings -1, -2 and ignores headings inside code blocks', () => {
    const anchors = markdownAnchors(
      '# Title\n\n## Backup\n\n```sh\n# not a heading\n```\n\n## Backup\n\n### Backup\n\nSetext\n------\n',
    );
    expect([...anchors]).toEqual(['title', 'backup', 'backup-1', 'backup-2', 'setext']);
  });

  it('takes HTML ids and a closing run of hashes', () => {
    const anchors = markdownAnchors('## Closed ##\n\n<a id="custom-place"></a>\n');
    expect(anchors.has('closed')).toBe(true);
    expect(anchors.has('custom-place')).toBe(true);
  });

  it('does not read a table separator or a list item under a line as a heading', () => {
    const anchors = markdownAnchors('| a | b |\n| --- | --- |\n\n- item\n---\n');
    expect([...anchors]).toEqual([]);
  });
});

describe('what counts as a mention', () => {
  it('finds link targets, images and reference definitions, not links inside code', () => {
    expect(markdownLinkTargets('See [ops](operations.md#backup) and ![logo](img/logo.png "Logo").')).toEqual([
      'operations.md#backup',
      'img/logo.png',
    ]);
    expect(markdownLinkTargets('[ref]: ../README.md')).toEqual(['../README.md']);
    expect(markdownLinkTargets('`[not](a-link.md)`')).toEqual([]);
  });

  it('takes inline code as a path only when it starts at the top of the repository or with ./ or ../', () => {
    const top = new Set(['server', 'docs', 'contract']);
    expect(inlineCodePath('server/app.ts', top)).toBe('server/app.ts');
    expect(inlineCodePath(`${DOCS}/operations.md#backup`, top)).toBe(`${DOCS}/operations.md#backup`);
    expect(inlineCodePath('../README.md', top)).toBe('../README.md');
    expect(inlineCodePath('/api/symptoms/user/{userId}', top)).toBeNull();
    expect(inlineCodePath('dist/client/pages/landing.html', top)).toBeNull();
    expect(inlineCodePath('node --import tsx server/app.ts', top)).toBeNull();
    expect(inlineCodePath('https://example.com/server/x', top)).toBeNull();
    expect(inlineCodePath('contract/…', top)).toBeNull();
    expect(inlineCodePath('providers/sse.ts', top)).toBeNull();
  });

  it('finds docs/ paths in source lines, not inside URLs or longer paths', () => {
    expect(docsMentions(`// See ${DOCS}/product/home.md#daily-check-in.`)).toEqual([
      `${DOCS}/product/home.md#daily-check-in`,
    ]);
    expect(docsMentions("const url = 'https://example.com/docs/x.md';")).toEqual([]);
    expect(docsMentions('import x from "../docs/y";')).toEqual([]);
    expect(docsMentions(` * (${DOCS}/decisions.md, ${DOCS}/operations.md)`)).toEqual([
      `${DOCS}/decisions.md`,
      `${DOCS}/operations.md`,
    ]);
  });

  it('expands braces and resolves paths, refusing any that climb out', () => {
    expect(expandBraces('server/lib/ai/{safety,engine.ts}')).toEqual([
      'server/lib/ai/safety',
      'server/lib/ai/engine.ts',
    ]);
    expect(resolveRepoPath(`${DOCS}/product`, '../operations.md')).toBe(`${DOCS}/operations.md`);
    expect(resolveRepoPath('docs', '/server/app.ts')).toBe('server/app.ts');
    expect(resolveRepoPath('docs', '../../outside.md')).toBeNull();
  });
});

describe('outsideCitations', () => {
  it('finds the first specifications, with their sections, whatever the case', () => {
    expect(outsideCitations(` * The tracker (${SPEC('000')} ${S}4, ${S}7). Events`)).toEqual([
      `${SPEC('000')} ${S}4, ${S}7`,
    ]);
    expect(outsideCitations(`/** ${SPEC_CAPITAL('001')} ${S}2–${S}7 guided onboarding */`)).toEqual([
      `${SPEC_CAPITAL('001')} ${S}2–${S}7`,
    ]);
    expect(outsideCitations(`and ${SPEC('002')}: the plan page`)).toEqual([SPEC('002')]);
  });

  it('finds issues cited by a small number or with a section, not public issue references', () => {
    expect(outsideCitations(`// The check-in (${ISSUE('3')}), then ${ISSUE_CAPITAL('4')} ${S}5.`)).toEqual([
      ISSUE('3'),
      `${ISSUE_CAPITAL('4')} ${S}5`,
    ]);
    expect(outsideCitations(`(${ISSUE('#12')} ${S}2)`)).toEqual([`${ISSUE('#12')} ${S}2`]);
    expect(
      outsideCitations(
        'See vitest-dev/vitest#1234, issue #5678 upstream, issue 1234, and the Sleep Issues topic.',
      ),
    ).toEqual([]);
  });

  it('finds the old decision and convention numbers and files, and an unnamed spec', () => {
    expect(
      outsideCitations(`/** Per member (${DECISIONS}); see ${'CONVENTIONS'} 6 and ${'DECISIONS'}.md. */`),
    ).toEqual([DECISIONS, `${'CONVENTIONS'} 6`, `${'DECISIONS'}.md`]);
    expect(
      outsideCitations(
        `it("shows ${THE_SPEC}'s messages", …); ${THE_SPEC_CAPITAL}’s toast; per ${THE_SPEC}.`,
      ),
    ).toEqual([`${THE_SPEC}'s`, `${THE_SPEC_CAPITAL}’s`, THE_SPEC]);
    expect(
      outsideCitations(
        'docs/decisions.md, the OpenAPI spec, the specification, @standard-schema/spec, specs/',
      ),
    ).toEqual([]);
  });

  it('finds a section sign whose document is not named, and allows named public documents', () => {
    expect(outsideCitations(`/** Names are required (${S}5); the flags (001 ${S}4 'Checklist'). */`)).toEqual(
      [`${S}5`, `001 ${S}4`],
    );
    expect(outsideCitations(` * ${S}2): tabs for text, image and voice input`)).toEqual([`${S}2`]);
    expect(outsideCitations(`(\`${DOCS}/assistant-knowledge.md\` ${S}5)`)).toEqual([`${S}5`]);
    expect(
      outsideCitations(
        `RFC 4122 ${S}4.3 and ${S}4.4; WHATWG HTML ${S}9.2; Cal. Civ. Code ${S} 1798.100 and ${S}${S} 1798.100–1798.199`,
      ),
    ).toEqual([]);
  });
});

describe('checkRepository', () => {
  it('passes a repository whose links, code paths and anchors all exist', () => {
    const problems = repo({
      ...BASE,
      'README.md': [
        '# Project',
        '',
        `See [operations](${DOCS}/operations.md#running-against-an-external-postgresql) and`,
        `[the second backup heading](${DOCS}/operations.md#backup-1), [up](#project).`,
        'Code: `server/app.ts`, `server/features/<area>/routes.ts`, `e2e/*.e2e.ts`,',
        '`server/features/{symptoms,community}/`, `./data/postgres` (made at start), `dist/`.',
        'External: [site](https://example.com/missing.md), [mail](mailto:a@example.com).',
        '',
        '```sh',
        `cat ${DOCS}/missing.md   # code blocks are commands, not links`,
        '```',
      ].join('\n'),
      [`${DOCS}/product/home.md`]:
        '# Home\n\n[Ops](../operations.md#backup), [root](/README.md), `contract/symptoms.ts`, `.ci/run`.\n',
      'server/features/home.ts': `/** The rules: ${DOCS}/product/home.md#home and ${DOCS}/operations.md. */\n`,
    });
    expect(problems).toEqual([]);
  });

  it('reports a link or code path to a missing file, with file and line', () => {
    const problems = repo({
      ...BASE,
      'README.md': `# P\n\nSee [gone](${DOCS}/decisions-home.md).\n\nAnd \`server/features/gone/routes.ts\`.\n`,
    });
    expect(formatProblems(problems)).toBe(
      [
        `README.md:3  ${DOCS}/decisions-home.md does not exist`,
        'README.md:5  server/features/gone/routes.ts does not exist',
      ].join('\n'),
    );
  });

  it('reports an anchor that matches no heading, in another file or the same one', () => {
    const problems = repo({
      ...BASE,
      'README.md': `# P\n\n[a](${DOCS}/operations.md#restore) [b](#nowhere) \`${DOCS}/operations.md#scaling\`\n`,
    });
    expect(problems.map((p) => p.message)).toEqual([
      `no heading for #restore in ${DOCS}/operations.md`,
      'no heading for #nowhere in this file',
      `no heading for #scaling in ${DOCS}/operations.md`,
    ]);
  });

  it('reports a pattern that matches nothing', () => {
    const problems = repo({ ...BASE, 'README.md': '`server/features/<area>/policy.ts`\n' });
    expect(problems.map((p) => p.message)).toEqual([
      'nothing in the repository matches server/features/<area>/policy.ts',
    ]);
  });

  it('reports paths that climb out of the repository and mentions of outside folders, even in code blocks', () => {
    const problems = repo({
      ...BASE,
      [`${DOCS}/notes.md`]: [
        '# Notes',
        `[Architecture](../../${'ARCHITECTURE'}.md) and \`${SHARED}/${'CONVENTIONS'}.md\``,
        '```sh',
        `cd ${WORK}main`,
        '```',
      ].join('\n'),
    });
    expect(formatProblems(problems)).toBe(
      [
        `${DOCS}/notes.md:2  cites an outside document: ${'CONVENTIONS'}.md`,
        `${DOCS}/notes.md:2  mentions ${SHARED}, outside the repository`,
        `${DOCS}/notes.md:2  ../../ARCHITECTURE.md is outside the repository`,
        `${DOCS}/notes.md:2  ${SHARED}/${'CONVENTIONS'}.md does not exist`,
        `${DOCS}/notes.md:4  mentions ${WORK}, a folder of one machine`,
      ].join('\n'),
    );
  });

  it('checks docs/ paths and anchors in source comments and strings, and outside folders there too', () => {
    const problems = repo({
      ...BASE,
      'server/features/symptoms/service.ts': [
        `/** Why: ${DOCS}/decisions-symptoms.md. */`,
        `// Fine: ${DOCS}/operations.md#backup`,
        `// Anchor gone: ${DOCS}/operations.md#scaling`,
        `const spec = '${SHARED}/spec';`,
      ].join('\n'),
      '.ci/run': `#!/bin/sh\n# ${DOCS}/ci.md\ncd ${WORK}x\n`,
      'package.json': `{ "description": "see ${DOCS}/operations.md" }\n`,
    });
    expect(formatProblems(problems)).toBe(
      [
        `.ci/run:2  ${DOCS}/ci.md does not exist`,
        `.ci/run:3  mentions ${WORK}, a folder of one machine`,
        `server/features/symptoms/service.ts:1  ${DOCS}/decisions-symptoms.md does not exist`,
        `server/features/symptoms/service.ts:3  no heading for #scaling in ${DOCS}/operations.md`,
        `server/features/symptoms/service.ts:4  mentions ${SHARED}, outside the repository`,
      ].join('\n'),
    );
  });

  it('reports citations of outside documents in Markdown, source, test and other text files', () => {
    const problems = repo({
      ...BASE,
      [`${DOCS}/guide.md`]: `# P\n\nThe rules (${SPEC('001')} ${S}5).\n\n\`\`\`sh\n# ${DECISIONS}\n\`\`\`\n`,
      'server/features/home.test.ts': `it('shows ${THE_SPEC}’s toast', () => {});\n// WHATWG HTML ${S}9.2\n`,
      'client/styles.css': `/* ${ISSUE('2')} ${S}4 */\n`,
      'notes.txt': ISSUE('3'),
    });
    expect(formatProblems(problems)).toBe(
      [
        `client/styles.css:1  cites an outside document: ${ISSUE('2')} ${S}4`,
        `${DOCS}/guide.md:3  cites an outside document: ${SPEC('001')} ${S}5`,
        `${DOCS}/guide.md:6  cites an outside document: ${DECISIONS}`,
        `server/features/home.test.ts:1  cites an outside document: ${THE_SPEC}’s`,
      ].join('\n'),
    );
  });

  it('leaves other kinds of files alone', () => {
    const problems = repo({ ...BASE, 'client/styles.css': `/* ${DOCS}/missing.md */\n`, 'notes.txt': WORK });
    expect(problems).toEqual([]);
  });
});
