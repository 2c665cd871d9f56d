import { Button } from '@client/ui/button';
import { FormField } from '@client/ui/form-field';
import { Input } from '@client/ui/input';
import { ADMIN_AUTH_LIMITS, ADMIN_AUTH_MESSAGES } from '@contract/admin-auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

const ZCode = z.object({ code: z.string().regex(/^\d{6}$/, ADMIN_AUTH_MESSAGES.codeFormat) });
const ZRecovery = z.object({
  recoveryCode: z
    .string()
    .trim()
    .min(1, ADMIN_AUTH_MESSAGES.recoveryCodeRequired)
    .max(ADMIN_AUTH_LIMITS.recoveryCodeMax),
});

export type SecondFactor = { code: string } | { recoveryCode: string };

/**
 * The code step: the 6-digit code from the authenticator app or, when `allowRecovery`, 'Use a
 * recovery code' switches to one of the codes saved at enrolment.
 */
export function CodeForm({
  onSubmit,
  isPending,
  allowRecovery,
  submitLabel,
}: {
  onSubmit: (factor: SecondFactor) => Promise<void>;
  isPending: boolean;
  allowRecovery: boolean;
  submitLabel: string;
}) {
  const [useRecovery, setUseRecovery] = useState(false);
  return useRecovery ? (
    <RecoveryForm onSubmit={onSubmit} isPending={isPending} onBack={() => setUseRecovery(false)} />
  ) : (
    <TotpForm
      onSubmit={onSubmit}
      isPending={isPending}
      submitLabel={submitLabel}
      onUseRecovery={allowRecovery ? () => setUseRecovery(true) : undefined}
    />
  );
}

function TotpForm({
  onSubmit,
  isPending,
  submitLabel,
  onUseRecovery,
}: {
  onSubmit: (factor: SecondFactor) => Promise<void>;
  isPending: boolean;
  submitLabel: string;
  onUseRecovery?: () => void;
}) {
  const form = useForm<z.input<typeof ZCode>, unknown, z.output<typeof ZCode>>({
    resolver: zodResolver(ZCode),
    defaultValues: { code: '' },
  });
  const submit = async (values: z.output<typeof ZCode>) => {
    await onSubmit(values);
    form.reset({ code: '' });
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
      <FormField
        id="admin-code"
        label="Authentication code"
        hint="The 6-digit code your authenticator app shows now"
        error={form.formState.errors.code?.message}
      >
        {(aria) => (
          <Input
            {...aria}
            {...form.register('code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            autoFocus
            className="font-mono text-lg tracking-widest"
          />
        )}
      </FormField>
      <Button type="submit" size="lg" block disabled={isPending}>
        {isPending ? 'Checking...' : submitLabel}
      </Button>
      {onUseRecovery ? (
        <Button type="button" variant="ghost" block onClick={onUseRecovery}>
          Use a recovery code
        </Button>
      ) : null}
    </form>
  );
}

function RecoveryForm({
  onSubmit,
  isPending,
  onBack,
}: {
  onSubmit: (factor: SecondFactor) => Promise<void>;
  isPending: boolean;
  onBack: () => void;
}) {
  const form = useForm<z.input<typeof ZRecovery>, unknown, z.output<typeof ZRecovery>>({
    resolver: zodResolver(ZRecovery),
    defaultValues: { recoveryCode: '' },
  });
  const submit = async (values: z.output<typeof ZRecovery>) => {
    await onSubmit(values);
    form.reset({ recoveryCode: '' });
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
      <FormField
        id="admin-recovery-code"
        label="Recovery code"
        hint="One of the codes you saved when you set up two-factor sign-in; each works once"
        error={form.formState.errors.recoveryCode?.message}
      >
        {(aria) => (
          <Input
            {...aria}
            {...form.register('recoveryCode')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            className="font-mono"
          />
        )}
      </FormField>
      <Button type="submit" size="lg" block disabled={isPending}>
        {isPending ? 'Checking...' : 'Sign In'}
      </Button>
      <Button type="button" variant="ghost" block onClick={onBack}>
        Use the authenticator app
      </Button>
    </form>
  );
}
