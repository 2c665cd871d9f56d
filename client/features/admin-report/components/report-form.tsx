import { errorMessage } from '@client/api/http';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { Button, buttonClasses } from '@client/ui/button';
import { FormField } from '@client/ui/form-field';
import { Input } from '@client/ui/input';
import { toast } from '@client/ui/use-toast';
import { testResultLine } from '@common/admin-report';
import {
  ADMIN_REPORT_LIMITS,
  ADMIN_REPORT_MESSAGES,
  type TReportEmailRequest,
  type TSendTestResponse,
  ZReportEmailRequest,
} from '@contract/admin-report';
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarCheck, CalendarClock, ExternalLink, Send } from 'lucide-react';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { normaliseEmail } from '../format';
import { PREVIEW_URL, useScheduleDaily, useSendTest } from '../hooks';

const CONNECTION = 'Please check your connection and try again.';

type ReportFormProps = {
  /** The admin's own address, the field's first value. */
  defaultEmail: string;
  /** Addresses on the report list (as the server keeps them); undefined while loading. */
  scheduled: ReadonlySet<string> | undefined;
};

/**
 * The address and the three actions: Schedule Daily, Send Test and Preview
 * (docs/product/admin.md#daily-report). Schedule Daily reads 'Scheduled', disabled, while the address
 * in the field is on the list.
 */
export function ReportForm({ defaultEmail, scheduled }: ReportFormProps) {
  const scheduleDaily = useScheduleDaily();
  const sendTest = useSendTest();
  const [lastTest, setLastTest] = useState<TSendTestResponse | null>(null);
  const form = useForm<TReportEmailRequest>({
    resolver: zodResolver(ZReportEmailRequest),
    defaultValues: { email: defaultEmail },
  });
  const { errors } = form.formState;
  const isScheduled = scheduled?.has(normaliseEmail(form.watch('email') ?? '')) ?? false;

  const onInvalid = (invalid: FieldErrors<TReportEmailRequest>) => {
    if (invalid.email?.message === ADMIN_REPORT_MESSAGES.emailRequired) {
      toast({
        title: ADMIN_REPORT_MESSAGES.emailRequiredTitle,
        description: ADMIN_REPORT_MESSAGES.emailRequired,
        variant: 'destructive',
      });
    }
  };

  const onSchedule = async ({ email }: TReportEmailRequest) => {
    try {
      await scheduleDaily.mutateAsync(email);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['email']);
      toast({
        title: ADMIN_REPORT_MESSAGES.scheduleFailed,
        description: errorMessage(error) ?? CONNECTION,
        variant: 'destructive',
      });
      return;
    }
    toast({ title: ADMIN_REPORT_MESSAGES.scheduledTitle, description: ADMIN_REPORT_MESSAGES.scheduledText });
  };

  const onSendTest = async ({ email }: TReportEmailRequest) => {
    let sent: TSendTestResponse;
    try {
      sent = await sendTest.mutateAsync(email);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['email']);
      toast({
        title: ADMIN_REPORT_MESSAGES.testFailed,
        description: errorMessage(error) ?? CONNECTION,
        variant: 'destructive',
      });
      return;
    }
    setLastTest(sent);
    toast({ title: ADMIN_REPORT_MESSAGES.testSentTitle, description: testResultLine(sent.metrics) });
  };

  const busy = scheduleDaily.isPending || sendTest.isPending;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSchedule, onInvalid)} className="space-y-4">
      <FormField
        id="report-email"
        label="Email address"
        hint="The report goes to this address. Your own is filled in."
        error={errors.email?.message}
      >
        {(aria) => (
          <Input
            {...aria}
            {...form.register('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={ADMIN_REPORT_LIMITS.emailMax}
          />
        )}
      </FormField>

      <div className="grid gap-3">
        <Button type="submit" block disabled={isScheduled || busy}>
          {isScheduled ? (
            <CalendarCheck className="h-5 w-5" aria-hidden="true" />
          ) : (
            <CalendarClock className="h-5 w-5" aria-hidden="true" />
          )}
          {isScheduled ? 'Scheduled' : scheduleDaily.isPending ? 'Scheduling...' : 'Schedule Daily'}
        </Button>
        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" block disabled={busy} onClick={form.handleSubmit(onSendTest, onInvalid)}>
            <Send className="h-5 w-5" aria-hidden="true" />
            {sendTest.isPending ? 'Sending...' : 'Send Test'}
          </Button>
          <a
            href={PREVIEW_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'outline', block: true })}
          >
            <ExternalLink className="h-5 w-5" aria-hidden="true" />
            Preview
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>

      <div aria-live="polite">
        {lastTest ? (
          <p className="rounded-xl bg-surface-muted p-3 text-sm text-ink">
            <span className="font-semibold">Test sent to {lastTest.sentTo}.</span>{' '}
            <span data-testid="test-counts">{testResultLine(lastTest.metrics)}</span>
          </p>
        ) : null}
      </div>
    </form>
  );
}
