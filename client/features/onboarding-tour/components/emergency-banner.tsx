import { Phone, Siren } from 'lucide-react';

/**
 * Issue 4 §2: a red flag is shown as an emergency banner with a way to call 911 at once, and the
 * 988 Suicide & Crisis Lifeline (call or text) when the reply is about a mental-health crisis.
 */
export function EmergencyBanner({ message, showCrisisLine }: { message: string; showCrisisLine: boolean }) {
  return (
    <div role="alert" className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-950">
      <div className="flex items-start gap-2">
        <Siren className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
        <p className="text-sm font-medium">{message}</p>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href="tel:911"
          className="inline-flex min-h-12 items-center gap-2 rounded-xl bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        >
          <Phone className="h-4 w-4" aria-hidden="true" />
          Call 911
        </a>
        {showCrisisLine ? (
          <>
            <a
              href="tel:988"
              className="inline-flex min-h-12 items-center gap-2 rounded-xl border border-red-700 bg-white px-4 text-sm font-semibold text-red-800 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
            >
              <Phone className="h-4 w-4" aria-hidden="true" />
              Call 988
            </a>
            <a
              href="sms:988"
              className="inline-flex min-h-12 items-center gap-2 rounded-xl border border-red-700 bg-white px-4 text-sm font-semibold text-red-800 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
            >
              Text 988
            </a>
          </>
        ) : null}
      </div>
    </div>
  );
}
