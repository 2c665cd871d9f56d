import type { EmergencyReplyKind } from '@client/lib/emergency';
import { cn } from '@client/ui/cn';
import { MessageSquare, Phone, Siren } from 'lucide-react';

export { type EmergencyReplyKind, emergencyReplyKind } from '@client/lib/emergency';

const TITLES: Record<EmergencyReplyKind, string> = {
  emergency: 'This may be a medical emergency',
  crisis: 'Help is available right now',
  combined: 'Get emergency help now',
};

const FALLBACK_TEXT: Record<EmergencyReplyKind, string> = {
  emergency: 'Call 911 now, or have someone take you to the nearest emergency room. Do not drive yourself.',
  crisis:
    'Call or text 988 to reach the 988 Suicide & Crisis Lifeline, free and confidential, any time. If you are in immediate danger, call 911.',
  combined: 'Call 911 now. When you are safe, you can also call or text 988, any time of day or night.',
};

const linkBase =
  'inline-flex min-h-12 items-center gap-2 rounded-xl px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700';
const primaryLink = 'bg-red-700 text-white hover:bg-red-800';
const secondaryLink = 'border border-red-700 bg-white text-red-800 hover:bg-red-100';

type EmergencyBannerProps = {
  /** Which fixed reply was sent: 911 ('emergency'), 988 ('crisis') or both ('combined'). */
  reply: EmergencyReplyKind;
  /** The reply's own text (the stored fixed reply); a short instruction when omitted. */
  message?: string;
  className?: string;
};

/**
 * The emergency banner (docs/product/assistant.md#safety-first) shown with the safety layer's fixed reply on
 * /chat and /ai-assistant: call 911 now, or for a mental-health crisis the 988 Suicide & Crisis Lifeline
 * (call or text 988). role="alert" so a screen reader announces it as soon as it appears.
 */
export function EmergencyBanner({ reply, message, className }: EmergencyBannerProps) {
  const showsCrisisLine = reply !== 'emergency';
  const leads911 = reply !== 'crisis';
  const call911 = (
    <a href="tel:911" className={cn(linkBase, leads911 ? primaryLink : secondaryLink)}>
      <Phone className="h-4 w-4" aria-hidden="true" />
      Call 911
    </a>
  );
  return (
    <div
      role="alert"
      className={cn('rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-950', className)}
    >
      <p className="flex items-start gap-2 font-semibold">
        <Siren className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
        {TITLES[reply]}
      </p>
      <p className="mt-1 text-sm break-words whitespace-pre-line">{message ?? FALLBACK_TEXT[reply]}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {leads911 ? call911 : null}
        {showsCrisisLine ? (
          <>
            <a href="tel:988" className={cn(linkBase, leads911 ? secondaryLink : primaryLink)}>
              <Phone className="h-4 w-4" aria-hidden="true" />
              Call 988
            </a>
            <a href="sms:988" className={cn(linkBase, secondaryLink)}>
              <MessageSquare className="h-4 w-4" aria-hidden="true" />
              Text 988
            </a>
          </>
        ) : null}
        {leads911 ? null : call911}
      </div>
    </div>
  );
}
