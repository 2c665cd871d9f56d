import { errorMessage } from '@client/api/http';
import { Button } from '@client/ui/button';
import { cn } from '@client/ui/cn';
import { TONE_PANEL } from '@client/ui/tone';
import { toast } from '@client/ui/use-toast';
import { seoCompleteMessage, seoCopiedMessage, seoDownloadName, seoScoreBand } from '@common/seo';
import { SEO_MESSAGES, type TSeoAnalysis } from '@contract/seo';
import { Copy, Download, Sparkles } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useSeoAnalyze } from '../hooks';
import { applyToHead, documentContent, downloadJson, SEO_TOOL_ATTRIBUTE } from '../page-content';

/** The attribute client/hydrate-on-interaction.ts looks for: a click on it starts the app, then is replayed. */
export const HYDRATE_ACTION_ATTRIBUTE = 'data-hydrate-action';

type SeoMagicToolProps = {
  /** Sent as the analysis's page type ('landing' in the landing page's footer); 'page' by default. */
  pageType?: string;
  /** The content to analyse; the page's own visible content when absent. */
  getContent?: () => Promise<string>;
  /** The address analysed; the current one when absent. */
  url?: string;
  /** Heading level of the tool's title. */
  headingLevel?: 2 | 3;
  /** On a page hydrated on interaction: a click on the button starts the app first. */
  startsApp?: boolean;
  /** Run the analysis at once (the Health Check's Optimize); `onRunStarted` is told it started. */
  runNow?: boolean;
  onRunStarted?: () => void;
  className?: string;
};

/**
 * SEO Magic (docs/product/admin.md#seo-magic): analyses a page, applies the title, description,
 * keywords, Open Graph tags and structured data to the document, and shows the results with copy
 * buttons and a JSON download.
 */
export function SeoMagicTool({
  pageType = 'page',
  getContent,
  url,
  headingLevel = 2,
  startsApp = false,
  runNow = false,
  onRunStarted,
  className,
}: SeoMagicToolProps) {
  const analyze = useSeoAnalyze();
  const [result, setResult] = useState<{ analysis: TSeoAnalysis; url: string; pageType: string }>();
  const [reading, setReading] = useState(false);
  const busy = reading || analyze.isPending;
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const run = async () => {
    const currentUrl = url ?? window.location.href;
    setResult(undefined);
    setReading(true);
    let pageContent: string;
    try {
      pageContent = getContent ? await getContent() : documentContent();
    } catch (error) {
      setReading(false);
      toast({
        title: SEO_MESSAGES.failedTitle,
        description: error instanceof Error && error.message ? error.message : SEO_MESSAGES.failedFallback,
        variant: 'destructive',
      });
      return;
    }
    setReading(false);
    analyze.mutate(
      { pageContent, currentUrl, pageType },
      {
        onSuccess: (analysis) => {
          applyToHead(analysis);
          setResult({ analysis, url: currentUrl, pageType });
          toast({ title: SEO_MESSAGES.completeTitle, description: seoCompleteMessage(analysis.score) });
        },
        onError: (error) => {
          toast({
            title: SEO_MESSAGES.failedTitle,
            description: errorMessage(error) ?? SEO_MESSAGES.failedFallback,
            variant: 'destructive',
          });
        },
      },
    );
  };

  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    if (!runNow) return;
    onRunStarted?.();
    void runRef.current();
  }, [runNow, onRunStarted]);

  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-card border border-line bg-surface-raised p-5 shadow-raised', className)}
      {...{ [SEO_TOOL_ATTRIBUTE]: '' }}
    >
      <Heading id={titleId} className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Sparkles className="h-5 w-5 text-brand-ink" aria-hidden="true" />
        {SEO_MESSAGES.toolTitle}
      </Heading>
      <p className="mt-1 text-sm text-ink-muted">
        Check this page the way search engines read it: a title, a description, keywords and a score, with
        what to improve.
      </p>
      <Button
        block
        className="mt-4"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void run()}
        {...(startsApp ? { [HYDRATE_ACTION_ATTRIBUTE]: 'seo-magic' } : {})}
      >
        <Sparkles className="h-4 w-4" aria-hidden="true" />
        {busy ? SEO_MESSAGES.analyzing : SEO_MESSAGES.run}
      </Button>
      {result ? <SeoResults {...result} headingLevel={headingLevel === 2 ? 3 : 4} /> : null}
    </section>
  );
}

async function copy(label: string, text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: SEO_MESSAGES.copiedTitle, description: seoCopiedMessage(label) });
  } catch {
    toast({
      title: SEO_MESSAGES.copyFailedTitle,
      description: SEO_MESSAGES.copyFailed,
      variant: 'destructive',
    });
  }
}

function CopyButton({ label, text }: { label: string; text: string }) {
  return (
    <Button variant="ghost" size="icon" aria-label={`Copy ${label}`} onClick={() => void copy(label, text)}>
      <Copy className="h-5 w-5" aria-hidden="true" />
    </Button>
  );
}

function Item({ label, text, children }: { label: string; text: string; children?: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-2 border-t border-line py-3">
      <dt className="col-start-1 row-start-1 text-sm font-semibold text-ink">{label}</dt>
      <dd className="col-start-1 row-start-2 mt-1 text-sm break-words text-ink-muted">
        {children ?? (text || '—')}
      </dd>
      <dd className="col-start-2 row-span-2 row-start-1">
        <CopyButton label={label} text={text} />
      </dd>
    </div>
  );
}

/** The analysis: score with its band, then each result with a copy button, suggestions and the download. */
export function SeoResults({
  analysis,
  url,
  pageType,
  headingLevel,
}: {
  analysis: TSeoAnalysis;
  url: string;
  pageType: string;
  headingLevel: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const band = seoScoreBand(analysis.score);
  const structured = JSON.stringify(analysis.structuredData, null, 2);
  const openGraph = `og:title: ${analysis.openGraph.title}\nog:description: ${analysis.openGraph.description}`;
  return (
    <div className="mt-5" aria-live="polite">
      <div
        className={cn('flex items-center justify-between gap-3 rounded-xl p-4 ring-1', TONE_PANEL[band.tone])}
      >
        <p>
          <span className="block text-sm font-semibold">SEO score</span>
          <span className="text-3xl font-bold">{analysis.score}</span>
          <span className="text-sm">/100</span>
        </p>
        <p className="text-right font-semibold">{band.label}</p>
      </div>
      <dl className="mt-4">
        <Item label="Title" text={analysis.title} />
        <Item label="Description" text={analysis.description} />
        <Item label="Keywords" text={analysis.keywords.join(', ')}>
          {analysis.keywords.length ? (
            <span className="flex flex-wrap gap-1.5">
              {analysis.keywords.map((keyword) => (
                <span
                  key={keyword}
                  className="rounded-full bg-surface-muted px-2.5 py-1 text-caption text-ink"
                >
                  {keyword}
                </span>
              ))}
            </span>
          ) : (
            '—'
          )}
        </Item>
        <Item label="Open Graph" text={openGraph}>
          <span className="block">Title: {analysis.openGraph.title || '—'}</span>
          <span className="block">Description: {analysis.openGraph.description || '—'}</span>
        </Item>
        <Item label="Structured data" text={structured}>
          <pre className="mt-1 rounded-lg bg-surface-muted p-2 text-caption break-words whitespace-pre-wrap text-ink">
            {structured}
          </pre>
        </Item>
      </dl>
      <Heading className="mt-4 text-sm font-semibold text-ink">Suggestions</Heading>
      {analysis.suggestions.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-muted">
          {analysis.suggestions.map((suggestion) => (
            <li key={suggestion}>{suggestion}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">Every check passed.</p>
      )}
      <Button
        variant="outline"
        block
        className="mt-4"
        onClick={() => {
          const timestamp = Date.now();
          downloadJson(seoDownloadName(pageType, timestamp), {
            timestamp: new Date(timestamp).toISOString(),
            url,
            pageType,
            analysis,
          });
        }}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        {SEO_MESSAGES.downloadJson}
      </Button>
    </div>
  );
}
