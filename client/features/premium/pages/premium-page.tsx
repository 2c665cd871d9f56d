import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { PremiumPlans } from '../components/premium-plans';

/**
 * /premium: the upgrade target, the same three-variant page as /premium-trial
 * (docs/product/premium.md#screens).
 */
export default function PremiumPage() {
  useDocumentTitle('Premium');
  return (
    <>
      <PageHeader title="Premium" subtitle="Your plan, your free trial and what Premium adds." />
      <PremiumPlans />
    </>
  );
}
