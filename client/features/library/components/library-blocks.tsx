import type { TLibraryBlock, TLibraryInline } from '@contract/library';
import { Info } from 'lucide-react';
import { Fragment } from 'react';

/** Inline runs as React elements: text, bold, italic, and links that open in a new tab. */
export function LibraryRuns({ runs }: { runs: readonly TLibraryInline[] }) {
  return (
    <>
      {runs.map((run, index) => {
        const key = `${index}-${run.type}`;
        switch (run.type) {
          case 'bold':
            return <strong key={key}>{run.text}</strong>;
          case 'italic':
            return <em key={key}>{run.text}</em>;
          case 'link':
            return (
              <a key={key} href={run.href} target="_blank" rel="noopener noreferrer">
                {run.text}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            );
          default:
            return <Fragment key={key}>{run.text}</Fragment>;
        }
      })}
    </>
  );
}

/**
 * An item's body as React elements (never HTML strings): `##` → h2, `###` → h3, paragraphs, lists and
 * callouts. The page's h1 is the item's title.
 */
export function LibraryBlocks({ blocks }: { blocks: readonly TLibraryBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const key = `${index}-${block.type}`;
        switch (block.type) {
          case 'heading':
            return block.level === 2 ? <h2 key={key}>{block.text}</h2> : <h3 key={key}>{block.text}</h3>;
          case 'paragraph':
            return (
              <p key={key}>
                <LibraryRuns runs={block.runs} />
              </p>
            );
          case 'callout':
            return (
              <aside
                key={key}
                className="mt-4 flex gap-3 rounded-xl border border-brand-tint bg-brand-soft p-3 text-ink"
              >
                <Info className="mt-0.5 h-5 w-5 shrink-0 text-brand-ink" aria-hidden="true" />
                <p className="mt-0!">
                  <LibraryRuns runs={block.runs} />
                </p>
              </aside>
            );
          case 'list': {
            const items = block.items.map((runs, item) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a list's items are fixed text in their order.
              <li key={item}>
                <LibraryRuns runs={runs} />
              </li>
            ));
            return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
          }
          default:
            return null;
        }
      })}
    </>
  );
}
