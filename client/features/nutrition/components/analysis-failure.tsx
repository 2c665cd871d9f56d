import { Link } from 'wouter';

/**
 * Why the last analysis did not come back. Past the trial's limit, or without premium, the server
 * answers 402 and the notice links to the plans.
 */
export function AnalysisFailure({ message, upgradeNeeded }: { message: string; upgradeNeeded: boolean }) {
  return (
    <p role="alert" className="rounded-lg bg-bad-soft p-3 text-sm text-bad">
      {message}
      {upgradeNeeded && (
        <>
          {' '}
          <Link href="/premium" className="font-semibold underline">
            Upgrade to Premium
          </Link>
        </>
      )}
    </p>
  );
}
