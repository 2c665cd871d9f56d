import { describe, expect, it } from 'vitest';
import { LibraryFormatError, parseBlocks, parseInline, parseLibraryFile } from './library-format';

const front = (overrides: Record<string, string | null> = {}) => {
  const fields: Record<string, string | null> = {
    title: 'Sleep and pain',
    type: 'article',
    access: 'free',
    category: 'Sleep',
    summary: 'How poor sleep and pain feed each other.',
    conditions: 'fibromyalgia, insomnia',
    tags: 'sleep, pain, routine',
    minutes: '5',
    author: 'Infinite Wellness editorial team',
    reviewed: '2026-11-01',
    ...overrides,
  };
  return `---\n${Object.entries(fields)
    .filter(([, value]) => value !== null)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n`;
};
const SOURCES = '\n## Sources\n\n1. [A source](https://example.org/a)\n';
const file = (body: string, overrides?: Record<string, string | null>) =>
  `${front(overrides)}\n${body}\n${SOURCES}`;
const premium = { access: 'premium' };

const problem = (text: string, slug = 'sleep-and-pain') => {
  try {
    parseLibraryFile(slug, text);
  } catch (error) {
    expect(error).toBeInstanceOf(LibraryFormatError);
    return (error as Error).message;
  }
  throw new Error('parsed without an error');
};

describe('parseLibraryFile', () => {
  it('reads the front matter and the body, without the sources', () => {
    const entry = parseLibraryFile(
      'sleep-and-pain',
      file('One paragraph\nover two lines.\n\n## Why\n\nMore.', { featured: 'true' }),
    );
    expect(entry).toMatchObject({
      slug: 'sleep-and-pain',
      title: 'Sleep and pain',
      type: 'article',
      access: 'free',
      category: 'Sleep',
      conditions: ['fibromyalgia', 'insomnia'],
      tags: ['sleep', 'pain', 'routine'],
      minutes: 5,
      reviewed: '2026-11-01',
      featured: true,
      lessons: [],
    });
    expect(entry.blocks).toEqual([
      { type: 'paragraph', runs: [{ type: 'text', text: 'One paragraph over two lines.' }] },
      { type: 'heading', level: 2, text: 'Why' },
      { type: 'paragraph', runs: [{ type: 'text', text: 'More.' }] },
    ]);
    expect(entry.previewBlocks).toEqual(entry.blocks);
    expect(entry.sources).toEqual([[{ type: 'link', text: 'A source', href: 'https://example.org/a' }]]);
    expect(entry.bodyText).toBe('One paragraph over two lines.\nWhy\nMore.');
  });

  it('splits a premium item at its marker into the preview and the whole', () => {
    const entry = parseLibraryFile(
      'sleep-and-pain',
      file('First.\n\n> Second, a callout.\n\n<!-- more -->\n\nMembers only.', premium),
    );
    expect(entry.previewBlocks).toHaveLength(2);
    expect(entry.blocks).toHaveLength(3);
    expect(entry.blocks[2]).toEqual({ type: 'paragraph', runs: [{ type: 'text', text: 'Members only.' }] });
  });

  it('lists a course’s lessons in order', () => {
    const entry = parseLibraryFile(
      'sleep-and-pain',
      file(
        'Intro.\n\n## Lesson 1: Why sleep\n\nText.\n\n<!-- more -->\n\n## Lesson 2: What to try\n\nMore.',
        {
          type: 'course',
          access: 'premium',
        },
      ),
    );
    expect(entry.lessons).toEqual(['Why sleep', 'What to try']);
  });

  it.each([
    ['no front matter', 'Just text', "line 1: the file must start with a line of exactly '---'"],
    ['an unknown key', file('Text.', { mood: 'good' }), "unknown front-matter key 'mood'"],
    ['a missing key', file('Text.', { author: null }), "the front matter has no 'author'"],
    ['an unknown category', file('Text.', { category: 'Wellness' }), 'category must be one of'],
    ['a free guide', file('Text.', { type: 'guide' }), 'a guide must be premium'],
    ['too many tags', file('Text.', { tags: 'a, b, c, d, e, f, g' }), 'give 3–6 tags (got 7)'],
    ['a long summary', file('Text.', { summary: 'x'.repeat(201) }), 'the summary has 201 characters'],
    ['an impossible date', file('Text.', { reviewed: '2026-02-30' }), 'reviewed must be a date'],
    ['minutes as words', file('Text.', { minutes: 'ten' }), 'minutes must be a whole number'],
    ['a premium item without its marker', file('Text.', premium), "exactly one line '<!-- more -->'"],
    ['a free item with a marker', file('Text.\n\n<!-- more -->\n\nMore.'), 'a free item has no'],
    [
      'a one-paragraph preview',
      file('One.\n\n<!-- more -->\n\nMore.', premium),
      'the preview has 1 paragraphs',
    ],
    ['HTML', file('Text <b>bold</b>.'), 'HTML is not allowed'],
    ['an image', file('![a cat](https://example.org/cat.png)'), 'images are not allowed'],
    ['a table', file('| a | b |'), 'tables are not allowed'],
    ['code', file('Run `rm`.'), 'code is not allowed'],
    ['a level-1 heading', file('# Title'), "only '## ' and '### ' headings"],
    ['an http link', file('[x](http://example.org)'), 'links are https only'],
    ['an unmatched star', file('A *half-open emphasis.'), "an unmatched '*'"],
    [
      'a course without lessons',
      file('Text.\n\nMore.\n\n<!-- more -->\n\nRest.', { type: 'course', access: 'premium' }),
      'a course is made of lessons',
    ],
  ])('refuses %s, naming the problem', (_, text, message) => {
    expect(problem(text)).toContain(message);
  });

  it('refuses a file without sources, or with text after them', () => {
    expect(problem(`${front()}\nText.\n`)).toContain("must end with a '## Sources' section");
    expect(problem(`${front()}\nText.\n${SOURCES}\nMore text.\n`)).toContain('nothing else');
    expect(problem(`${front()}\nText.\n\n## Sources\n\n1. A book without a link\n`)).toContain(
      'needs a link',
    );
  });

  it('refuses a file name that is not a slug', () => {
    expect(problem(file('Text.'), 'Sleep_Pain')).toContain('lowercase words');
  });

  it('names the line of a body problem', () => {
    // Front matter: 12 lines, a blank line, then the body.
    expect(problem(file('Fine.\n\n<div>'))).toMatch(/^line 16: HTML/);
  });
});

describe('parseBlocks and parseInline', () => {
  it('reads lists, wrapped items and callouts', () => {
    expect(
      parseBlocks(['- one', '  wrapped', '- two', '', '1. first', '2. second', '', '> a', '> b']),
    ).toEqual([
      {
        type: 'list',
        ordered: false,
        items: [[{ type: 'text', text: 'one wrapped' }], [{ type: 'text', text: 'two' }]],
      },
      {
        type: 'list',
        ordered: true,
        items: [[{ type: 'text', text: 'first' }], [{ type: 'text', text: 'second' }]],
      },
      { type: 'callout', runs: [{ type: 'text', text: 'a b' }] },
    ]);
  });

  it('reads bold, italic and links as runs', () => {
    expect(parseInline('Try **pacing** and *rest*, see [NICE](https://www.nice.org.uk/).')).toEqual([
      { type: 'text', text: 'Try ' },
      { type: 'bold', text: 'pacing' },
      { type: 'text', text: ' and ' },
      { type: 'italic', text: 'rest' },
      { type: 'text', text: ', see ' },
      { type: 'link', text: 'NICE', href: 'https://www.nice.org.uk/' },
      { type: 'text', text: '.' },
    ]);
  });
});
