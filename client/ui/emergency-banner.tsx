import { cn } from '@client/ui/cn';
import {
  DOMESTIC_VIOLENCE_HOTLINE,
  SAFETY_REPLIES,
  type THelpLine,
  type TSafetyReplyKind,
} from '@contract/assistant';
import { Globe, HeartHandshake, MessageSquare, Phone, Siren } from 'lucide-react';

export { type EmergencyReplyKind, emergencyReplyKind, safetyBannerFor } from '@client/lib/emergency';

/**
 * Two looks (docs/product/assistant.md#safety-banner): 'alarm' (red) when someone may be in danger now,
 * 'watch' (amber, calm) for a frightened parent's unwanted thoughts and for a reply that is not sure what
 * is happening, where alarm styling would frighten more than help.
 */
type Look = 'alarm' | 'watch';

const LOOK: Record<TSafetyReplyKind, Look> = {
  emergency: 'alarm',
  crisis: 'alarm',
  combined: 'alarm',
  intentional_overdose: 'alarm',
  harm_to_others: 'alarm',
  domestic_violence: 'alarm',
  intrusive_thoughts_baby: 'watch',
  uncertain: 'watch',
};

const TITLES: Record<TSafetyReplyKind, string> = {
  emergency: 'This may be a medical emergency',
  crisis: 'Help is available right now',
  combined: 'Get emergency help now',
  intentional_overdose: 'Get emergency help now',
  harm_to_others: 'Please get help right now',
  domestic_violence: 'You deserve to be safe',
  intrusive_thoughts_baby: 'You are not alone, and help works',
  uncertain: 'Let’s make sure you get the right help',
};

const STYLE: Record<
  Look,
  { box: string; icon: string; primary: string; secondary: string; outline: string }
> = {
  alarm: {
    box: 'border-bad bg-bad-soft text-bad',
    icon: 'text-bad',
    primary: 'bg-bad text-on-bad hover:bg-bad-strong',
    secondary: 'border border-bad bg-surface-raised text-bad hover:bg-bad-soft',
    outline: 'focus-visible:outline-bad',
  },
  watch: {
    box: 'border-watch bg-watch-soft text-watch',
    icon: 'text-watch',
    primary: 'bg-watch text-on-watch hover:bg-watch-strong',
    secondary: 'border border-watch bg-surface-raised text-watch hover:bg-watch-soft',
    outline: 'focus-visible:outline-watch',
  },
};

type HelpLink = {
  key: string;
  href: string;
  label: string;
  icon: 'phone' | 'text' | 'web';
  external?: boolean;
};

/** The links one help line offers, in the order shown. */
function linksFor(line: THelpLine): HelpLink[] {
  switch (line) {
    case '911':
      return [{ key: '911', href: 'tel:911', label: 'Call 911', icon: 'phone' }];
    case '988':
      return [
        { key: '988-call', href: 'tel:988', label: 'Call 988', icon: 'phone' },
        { key: '988-text', href: 'sms:988', label: 'Text 988', icon: 'text' },
      ];
    case 'dv_hotline':
      return [
        {
          key: 'dv-call',
          href: `tel:${DOMESTIC_VIOLENCE_HOTLINE.phone}`,
          label: `Call ${DOMESTIC_VIOLENCE_HOTLINE.phone}`,
          icon: 'phone',
        },
        {
          key: 'dv-text',
          href: 'sms:88788?&body=START',
          label: `Text ${DOMESTIC_VIOLENCE_HOTLINE.text}`,
          icon: 'text',
        },
        {
          key: 'dv-web',
          href: `https://www.${DOMESTIC_VIOLENCE_HOTLINE.web}`,
          label: `Chat at ${DOMESTIC_VIOLENCE_HOTLINE.web}`,
          icon: 'web',
          external: true,
        },
      ];
  }
}

const ICONS = { phone: Phone, text: MessageSquare, web: Globe } as const;

type EmergencyBannerProps = {
  /** Which fixed reply the safety layer chose (contract/assistant.ts SAFETY_REPLY_KINDS). */
  reply: TSafetyReplyKind;
  /** The help lines to offer, most urgent first; the reply's own lines when omitted or empty. */
  help?: readonly THelpLine[];
  /** The reply's own text (the stored fixed reply); the fixed reply of that kind when omitted. */
  message?: string;
  className?: string;
};

/**
 * The safety banner (docs/product/assistant.md#safety-banner) shown with the safety layer's fixed reply on
 * /chat, /ai-assistant and the guided tour: one call (or text) link per help line, the most urgent first
 * and filled. role="alert" so a screen reader announces it as soon as it appears; the links are ordinary
 * links, reachable with Tab. Every colour is set here (none inherited), so it reads the same whatever
 * colour scheme the device prefers.
 */
export function EmergencyBanner({ reply, help, message, className }: EmergencyBannerProps) {
  const look = LOOK[reply];
  const style = STYLE[look];
  const lines = help && help.length > 0 ? help : SAFETY_REPLIES[reply].help;
  const links = lines.flatMap(linksFor);
  const TitleIcon = look === 'alarm' ? Siren : HeartHandshake;
  return (
    <div role="alert" data-look={look} className={cn('rounded-xl border-2 p-4', style.box, className)}>
      <p className="flex items-start gap-2 font-semibold">
        <TitleIcon className={cn('mt-0.5 h-5 w-5 shrink-0', style.icon)} aria-hidden="true" />
        {TITLES[reply]}
      </p>
      <p className="mt-1 text-sm break-words whitespace-pre-line">{message ?? SAFETY_REPLIES[reply].text}</p>
      <ul aria-label="Get help" className="mt-3 flex flex-wrap gap-2">
        {links.map((link, index) => {
          const Icon = ICONS[link.icon];
          return (
            <li key={link.key}>
              <a
                href={link.href}
                {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className={cn(
                  'inline-flex min-h-12 items-center gap-2 rounded-xl px-4 text-sm font-semibold',
                  'focus-visible:outline-2 focus-visible:outline-offset-2',
                  style.outline,
                  index === 0 ? style.primary : style.secondary,
                )}
              >
                <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
                {link.label}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
