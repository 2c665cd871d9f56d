/** SEO Magic's tool, which the landing page's footer embeds (docs/product/admin.md#seo-magic). */
export { SeoMagicTool } from './components/seo-magic-tool';
