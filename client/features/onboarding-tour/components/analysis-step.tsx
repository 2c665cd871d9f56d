import { EmergencyBanner, emergencyReplyKind } from '@client/ui/emergency-banner';
import type { TAnalyzeSymptomsResponse } from '@contract/assistant';
import type { UseQueryResult } from '@tanstack/react-query';
import { ClipboardList, ShieldCheck } from 'lucide-react';
import { EMERGENCY_REPLY_TEXTS, isEmergencyTriage, likelihoodBadgeVariant, TRIAGE_TEXT } from '../form';
import { Badge } from './badge';
import { StepEmpty, StepError, StepSkeleton } from './step-states';

const RISK_LABEL: Record<TAnalyzeSymptomsResponse['riskLevel'], string> = {
  low: 'Low',
  moderate: 'Moderate',
  high: 'High',
};

/**
 * Step 2: potential conditions with a percent-match badge, and next steps
 * (docs/product/onboarding.md#guided-tour).
 */
export function AnalysisStep({ query }: { query: UseQueryResult<TAnalyzeSymptomsResponse> }) {
  if (query.isPending) return <StepSkeleton label="Analyzing your answers…" />;
  if (query.isError) {
    return (
      <StepError
        title="We couldn't analyze your answers"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  const analysis = query.data;
  const isEmergency = isEmergencyTriage(analysis.triage);
  const fixedReply = analysis.recommendations.find((text) => EMERGENCY_REPLY_TEXTS.includes(text));
  const recommendations = analysis.recommendations.filter((text) => text !== fixedReply);
  const triage = TRIAGE_TEXT[analysis.triage];

  return (
    <div className="space-y-5">
      {isEmergency ? (
        <EmergencyBanner
          message={fixedReply ?? `${triage.title}. ${triage.detail}`}
          reply={fixedReply ? emergencyReplyKind(fixedReply) : 'emergency'}
        />
      ) : null}

      <div className="rounded-xl border border-line bg-surface p-4">
        <p className="text-sm text-ink-muted">Suggested next step</p>
        <p className="mt-1 font-semibold text-ink" data-testid="triage">
          {triage.title}
        </p>
        <p className="mt-1 text-sm text-ink-muted">{triage.detail}</p>
        <p className="mt-2 text-sm text-ink-muted">
          Overall risk: <span className="font-semibold text-ink">{RISK_LABEL[analysis.riskLevel]}</span>
        </p>
      </div>

      <section aria-labelledby="guided-conditions-title">
        <h3 id="guided-conditions-title" className="text-base font-semibold text-ink">
          Potential conditions
        </h3>
        {analysis.potentialConditions.length === 0 ? (
          <div className="mt-2">
            <StepEmpty icon={<ShieldCheck className="h-6 w-6" aria-hidden="true" />} title="No clear match">
              Your answers don't point to a particular condition. Add more detail in step 1, or talk to a
              healthcare provider if you are worried.
            </StepEmpty>
          </div>
        ) : (
          <ul className="mt-2 space-y-3">
            {analysis.potentialConditions.map((condition) => (
              <li key={condition.name} className="rounded-xl border border-line p-4">
                <div className="flex items-start justify-between gap-3">
                  <h4 className="font-semibold text-ink">{condition.name}</h4>
                  <Badge variant={likelihoodBadgeVariant(condition.likelihood)}>
                    {Math.round(condition.likelihood)}% match
                  </Badge>
                </div>
                {condition.reasons.length > 0 ? (
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-muted">
                    {condition.reasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      {recommendations.length > 0 ? (
        <section aria-labelledby="guided-recommendations-title">
          <h3
            id="guided-recommendations-title"
            className="flex items-center gap-2 text-base font-semibold text-ink"
          >
            <ClipboardList className="h-5 w-5 text-brand-ink" aria-hidden="true" />
            Recommended next steps
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
            {recommendations.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <p className="text-xs text-ink-muted">{analysis.disclaimer}</p>
    </div>
  );
}
