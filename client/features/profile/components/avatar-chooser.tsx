import { ApiError } from '@client/api/http';
import { Button } from '@client/ui/button';
import { cn } from '@client/ui/cn';
import { ModalContent } from '@client/ui/modal';
import { toast } from '@client/ui/use-toast';
import { avatarOption } from '@common/profile';
import { AVATAR_OPTIONS, PROFILE_LIMITS, PROFILE_TOASTS, type TProfile } from '@contract/profile';
import * as Dialog from '@radix-ui/react-dialog';
import { Camera, Upload } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { useChooseEmojiAvatar, useUploadAvatar } from '../hooks';

/** The picture, emoji or initials of the profile, round. */
export function ProfileAvatar({ profile, size = 'lg' }: { profile: TProfile; size?: 'lg' | 'sm' }) {
  const emoji = avatarOption(profile.avatarId);
  const box = size === 'lg' ? 'h-24 w-24 text-5xl' : 'h-12 w-12 text-2xl';
  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase() || '?';
  if (profile.profileImageUrl) {
    return (
      <img
        src={profile.profileImageUrl}
        alt="You"
        width={96}
        height={96}
        className={cn('rounded-full border border-line object-cover', box)}
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={emoji ? `Avatar: ${emoji.name}` : `Initials ${initials}`}
      className={cn(
        'flex items-center justify-center rounded-full bg-brand-soft font-semibold text-brand-ink',
        box,
      )}
    >
      {emoji ? <span aria-hidden="true">{emoji.emoji}</span> : <span className="text-3xl">{initials}</span>}
    </div>
  );
}

/**
 * Client-side checks (docs/product/profile.md#avatar; the server checks the bytes again): type image/*, ≤ 5
 * MB.
 */
export function checkAvatarFile(file: File): 'tooLarge' | 'notImage' | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > PROFILE_LIMITS.avatarMaxBytes) return 'tooLarge';
  return null;
}

/** The avatar chooser dialog, an upload or one of the 12 emoji avatars. */
export function AvatarChooser({ profile }: { profile: TProfile }) {
  const [open, setOpen] = useState(false);
  /** Shown in the dialog too: while it is open, the page behind it (with the toasts) is inert. */
  const [problem, setProblem] = useState<{ title: string; description?: string } | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const choose = useChooseEmojiAvatar();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    const check = checkAvatarFile(file);
    if (check) {
      const t = check === 'tooLarge' ? PROFILE_TOASTS.avatarTooLarge : PROFILE_TOASTS.avatarNotImage;
      setProblem(t);
      toast({ title: t.title, description: t.description, variant: 'destructive' });
      return;
    }
    try {
      await upload.mutateAsync(file);
    } catch (error) {
      // The server checks the bytes again: its 413/400 name the same problems.
      const t =
        error instanceof ApiError && error.status === 413
          ? PROFILE_TOASTS.avatarTooLarge
          : error instanceof ApiError && error.status === 400
            ? PROFILE_TOASTS.avatarNotImage
            : PROFILE_TOASTS.avatarFailed;
      setProblem({
        title: PROFILE_TOASTS.avatarFailed.title,
        description: 'description' in t ? t.description : undefined,
      });
      toast({
        title: PROFILE_TOASTS.avatarFailed.title,
        description: 'description' in t ? t.description : undefined,
        variant: 'destructive',
      });
      return;
    }
    toast({ title: PROFILE_TOASTS.avatarUploaded.title });
    setOpen(false);
  };

  const onChoose = (id: (typeof AVATAR_OPTIONS)[number]['id']) => {
    setOpen(false);
    choose.mutate(id, {
      onSuccess: () => toast({ title: PROFILE_TOASTS.avatarChosen.title }),
      onError: () =>
        toast({ title: 'Avatar not saved', description: 'Please try again.', variant: 'destructive' }),
    });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setProblem(null);
        setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline">
          <Camera className="h-5 w-5" aria-hidden="true" />
          Change avatar
        </Button>
      </Dialog.Trigger>
      <ModalContent
        title="Choose your avatar"
        description="Upload a photo (an image up to 5MB) or pick one of the wellness avatars below."
      >
        <div className="mt-4">
          <input
            ref={fileRef}
            id="avatar-file"
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label="Upload a photo"
            onChange={onFile}
          />
          <Button
            block
            disabled={upload.isPending}
            aria-busy={upload.isPending}
            onClick={() => fileRef.current?.click()}
          >
            <Upload className="h-5 w-5" aria-hidden="true" />
            {upload.isPending ? 'Uploading...' : 'Upload a photo'}
          </Button>
          {problem ? (
            <div
              role="alert"
              className="mt-3 rounded-xl border border-bad/40 bg-bad-soft p-3 text-sm text-bad"
            >
              <p className="font-semibold">{problem.title}</p>
              {problem.description ? <p>{problem.description}</p> : null}
            </div>
          ) : null}
        </div>

        <h3 className="mt-6 text-sm font-semibold text-ink">Or choose an avatar</h3>
        <ul className="mt-2 grid grid-cols-3 gap-2">
          {AVATAR_OPTIONS.map((option) => {
            const selected = !profile.profileImageUrl && profile.avatarId === option.id;
            return (
              <li key={option.id}>
                <button
                  type="button"
                  onClick={() => onChoose(option.id)}
                  aria-pressed={selected}
                  aria-label={`${option.name}: ${option.description}`}
                  className={cn(
                    'flex min-h-24 w-full flex-col items-center justify-center gap-1 rounded-xl border p-2 text-center',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                    selected ? 'border-brand bg-brand-soft' : 'border-line hover:bg-surface',
                  )}
                >
                  <span aria-hidden="true" className="text-3xl">
                    {option.emoji}
                  </span>
                  <span className="text-sm font-medium text-ink">{option.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </ModalContent>
    </Dialog.Root>
  );
}
