import { errorMessage } from '@client/api/http';
import { trackFeature } from '@client/lib/analytics';
import { Button } from '@client/ui/button';
import { Checkbox } from '@client/ui/checkbox';
import { Chips } from '@client/ui/chips';
import { cn } from '@client/ui/cn';
import { FormField } from '@client/ui/form-field';
import { Input, Textarea } from '@client/ui/input';
import { ModalContent } from '@client/ui/modal';
import { toast } from '@client/ui/use-toast';
import {
  ACHIEVEMENT_SHARE,
  GAMIFICATION_MESSAGES,
  type TAchievement,
  type TAchievementSharePlatform,
  ZAchievementShareLinkRequest,
} from '@contract/gamification';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { Copy, Download, Share2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { downloadBlob, renderBadgePng } from '../badge';
import { type TShareLinkRequest, useCreateShareLink } from '../hooks';
import { RarityBadge } from '../rarity';
import {
  badgeFileName,
  PLATFORM_LABEL,
  POPUP_FEATURES,
  platformShareUrl,
  SHARE_PLATFORMS,
  shareLength,
  shareText,
} from '../share';

type FormInput = z.input<typeof ZAchievementShareLinkRequest>;
type FormValues = z.output<typeof ZAchievementShareLinkRequest>;

const INSTAGRAM_HINT =
  'Instagram has no web share page. Your text and link are copied: paste them into a post or story in the Instagram app.';

/** An earned achievement: only those can be shared. */
export type EarnedAchievement = TAchievement & { earnedAt: string };

/**
 * The share dialog of one earned achievement (docs/product/achievements.md#share-dialog): platform,
 * optional message within the platform's limit, a preview, Share, Copy link and Download badge.
 */
export function ShareAchievementDialog({ achievement }: { achievement: EarnedAchievement }) {
  const [open, setOpen] = useState(false);
  const [platform, setPlatform] = useState<TAchievementSharePlatform>('twitter');
  const [link, setLink] = useState<string | null>(null);
  const [isDrawing, setIsDrawing] = useState(false);
  // The last link created, by what it shows: asking again with the same choices reuses it.
  const linkFor = useRef<{ key: string; url: string } | null>(null);
  const createLink = useCreateShareLink(achievement.id);
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(ZAchievementShareLinkRequest),
    defaultValues: { message: '', showName: false },
  });
  const { errors } = form.formState;
  const message = form.watch('message') ?? '';
  const text = shareText(achievement, message);
  const length = shareLength(platform, text);
  const label = PLATFORM_LABEL[platform];
  const counterId = `share-${achievement.id}-counter`;

  const onOpenChange = (next: boolean) => {
    if (next) {
      form.reset({ message: '', showName: false });
      setPlatform('twitter');
      setLink(null);
      linkFor.current = null;
    }
    setOpen(next);
  };

  /** The public link for these choices: created once, then reused. */
  const ensureLink = async (values: FormValues): Promise<string> => {
    const request: TShareLinkRequest = { showName: values.showName };
    if (values.message) request.message = values.message;
    const key = JSON.stringify(request);
    if (linkFor.current?.key === key) return linkFor.current.url;
    const created = await createLink.mutateAsync(request);
    const url = new URL(created.url, window.location.origin).href;
    linkFor.current = { key, url };
    setLink(url);
    return url;
  };

  const linkFailed = (error: unknown) =>
    toast({
      title: 'The link could not be created',
      description: errorMessage(error) ?? 'Please check your connection and try again.',
      variant: 'destructive',
    });

  const copy = async (value: string): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(value);
      return true;
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Your browser did not allow copying. The link is shown in the dialog to copy by hand.',
        variant: 'destructive',
      });
      return false;
    }
  };

  const share = async (values: FormValues) => {
    if (!length.fits) return;
    let url: string;
    try {
      url = await ensureLink(values);
    } catch (error) {
      linkFailed(error);
      return;
    }
    const page = platformShareUrl(platform, text, url);
    if (page === null) {
      if (!(await copy(`${text}\n\n${url}`))) return;
      toast({ title: GAMIFICATION_MESSAGES.copied, description: INSTAGRAM_HINT });
    } else {
      window.open(page, '_blank', POPUP_FEATURES);
    }
    trackFeature('achievement_share', { action: 'shared', platform });
  };

  const copyLink = async (values: FormValues) => {
    let url: string;
    try {
      url = await ensureLink(values);
    } catch (error) {
      linkFailed(error);
      return;
    }
    if (!(await copy(url))) return;
    toast({ title: GAMIFICATION_MESSAGES.linkCopied });
    trackFeature('achievement_link_copy', { action: 'copied' });
  };

  const downloadBadge = async () => {
    setIsDrawing(true);
    try {
      const png = await renderBadgePng(achievement);
      downloadBlob(png, badgeFileName(achievement.title));
      trackFeature('achievement_badge_download', { action: 'downloaded', rarity: achievement.rarity });
    } catch {
      toast({
        title: 'The badge could not be created',
        description: 'Your browser could not draw the image. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setIsDrawing(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" aria-label={`Share ${achievement.title}`}>
          <Share2 className="h-5 w-5" aria-hidden="true" />
          Share
        </Button>
      </Dialog.Trigger>
      <ModalContent
        title="Share your achievement"
        description="Only this achievement is shared: its title, description, rarity and date, and your message. Nothing about your health."
      >
        <form noValidate onSubmit={form.handleSubmit(share)} className="mt-4 space-y-5">
          <div className="space-y-1.5">
            <p aria-hidden="true" className="text-sm font-medium text-ink">
              Platform
            </p>
            <Chips
              label="Platform"
              options={SHARE_PLATFORMS.map((p) => ({ value: p.id, label: p.label }))}
              value={platform}
              onChange={(next) => next && setPlatform(next)}
              layout="wrap"
            />
          </div>

          <FormField
            id={`share-${achievement.id}-message`}
            label="Your message (optional)"
            error={errors.message?.message}
          >
            {(aria) => (
              <Textarea
                {...aria}
                aria-describedby={[aria['aria-describedby'], counterId].filter(Boolean).join(' ')}
                aria-invalid={aria['aria-invalid'] || !length.fits}
                {...form.register('message')}
                maxLength={ACHIEVEMENT_SHARE.customMessageMax}
                placeholder="Say it in your own words, or leave it empty"
              />
            )}
          </FormField>
          <div className="-mt-3 space-y-1">
            <p
              id={counterId}
              className={cn('text-caption', length.fits ? 'text-ink-muted' : 'font-semibold text-bad')}
            >
              {length.used} / {length.limit} characters for {label}
            </p>
            {length.fits ? null : (
              <p role="alert" className="text-sm font-medium text-bad">
                {GAMIFICATION_MESSAGES.tooLong(label, length.limit)}
              </p>
            )}
          </div>

          <Controller
            control={form.control}
            name="showName"
            render={({ field }) => (
              <label
                htmlFor={`share-${achievement.id}-name`}
                className="flex min-h-12 cursor-pointer items-center gap-3 text-sm text-ink"
              >
                <Checkbox
                  id={`share-${achievement.id}-name`}
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
                Show my first name on the shared page
              </label>
            )}
          />

          <section aria-label="Preview" className="rounded-xl border border-line bg-surface p-4">
            <p className="text-caption font-semibold text-ink-muted">Preview</p>
            <p className="mt-2 break-words whitespace-pre-line text-ink" data-testid="share-preview">
              {text}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-line pt-3">
              <span className="font-semibold text-ink">{achievement.title}</span>
              <RarityBadge rarity={achievement.rarity} />
            </div>
            <p className="mt-1 text-caption text-ink-muted">
              {platform === 'instagram'
                ? INSTAGRAM_HINT
                : `A link to this achievement's page is added to your ${label} post.`}
            </p>
          </section>

          {link ? (
            <FormField id={`share-${achievement.id}-link`} label="Your link">
              {(aria) => <Input {...aria} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />}
            </FormField>
          ) : null}

          <div className="space-y-3">
            <Button
              type="submit"
              block
              disabled={!length.fits || createLink.isPending}
              aria-describedby={counterId}
            >
              <Share2 className="h-5 w-5" aria-hidden="true" />
              {platform === 'instagram' ? 'Copy for Instagram' : `Share on ${label}`}
            </Button>
            <div className="grid grid-cols-2 gap-3">
              <Button variant="outline" disabled={createLink.isPending} onClick={form.handleSubmit(copyLink)}>
                <Copy className="h-5 w-5" aria-hidden="true" />
                Copy link
              </Button>
              <Button
                variant="outline"
                disabled={isDrawing}
                aria-busy={isDrawing}
                onClick={() => void downloadBadge()}
              >
                <Download className="h-5 w-5" aria-hidden="true" />
                Download badge
              </Button>
            </div>
          </div>
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
