import { SEO_LIMITS, type TSeoAnalysis } from '@contract/seo';

/**
 * What SEO Magic reads and writes in the browser (docs/product/admin.md#seo-magic): the page's content
 * to analyse, and the analysis applied to the document's head.
 */

/** Marks the tool's own markup, left out of the page's content. */
export const SEO_TOOL_ATTRIBUTE = 'data-seo-tool';

/**
 * The whole visible page as HTML for the analysis: its head's title and meta tags and its body,
 * without scripts, styles, icons, class names or the tool itself. Over the size the server accepts,
 * the visible text alone.
 */
export function documentContent(doc: Document = document): string {
  const html = cleanHtml(doc.documentElement);
  if (html.length <= SEO_LIMITS.contentMax) return html;
  // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, without hidden parts
  return (doc.body.innerText || doc.body.textContent || '').slice(0, SEO_LIMITS.contentMax);
}

function cleanHtml(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  for (const element of copy.querySelectorAll(
    `script, style, svg, noscript, template, link, [${SEO_TOOL_ATTRIBUTE}], [hidden], [aria-hidden="true"]`,
  )) {
    element.remove();
  }
  for (const element of copy.querySelectorAll('[class]')) element.removeAttribute('class');
  return `<!doctype html>${copy.outerHTML}`;
}

/** Sets (or adds) a meta tag's content, found by its name or property attribute. */
function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.setAttribute('content', content);
}

/**
 * Applies an analysis to the page: its title, meta description, meta keywords (joined by ', '), Open
 * Graph title and description, and the structured-data script (replaced).
 */
export function applyToHead(
  analysis: Pick<TSeoAnalysis, 'title' | 'description' | 'keywords' | 'openGraph' | 'structuredData'>,
) {
  if (analysis.title) document.title = analysis.title;
  setMeta('name', 'description', analysis.description);
  setMeta('name', 'keywords', analysis.keywords.join(', '));
  setMeta('property', 'og:title', analysis.openGraph.title);
  setMeta('property', 'og:description', analysis.openGraph.description);
  for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.textContent = JSON.stringify(analysis.structuredData).replace(/</g, '\\u003c');
  document.head.append(script);
}

/** Saves the analysis as seo-analysis-{pageType}-{timestamp}.json. */
export function downloadJson(fileName: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
