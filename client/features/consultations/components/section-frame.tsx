import { Card } from '@client/ui/card';
import type { ReactNode } from 'react';

/**
 * A titled card for pages that already have their side padding (the public profile, /profile):
 * a labelled region like the UI kit's SectionCard, without its own padding at the sides.
 */
export function SectionFrame({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20">
      <Card>
        <div className="space-y-4 p-4">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-balance text-ink">
            {title}
          </h2>
          {children}
        </div>
      </Card>
    </section>
  );
}
