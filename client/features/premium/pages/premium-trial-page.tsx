import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { premiumOffer } from '@common/subscription';
import { PremiumPlans } from '../components/premium-plans';

/** /premium-trial: the trial page with the three variants (docs/product/premium.md#screens). */
export default function PremiumTrialPage() {
  useDocumentTitle('Premium Trial');
  return (
    <>
      <PageHeader title="Premium Trial" subtitle={premiumOffer.trialSubtitle()} />
      <PremiumPlans />
    </>
  );
}
