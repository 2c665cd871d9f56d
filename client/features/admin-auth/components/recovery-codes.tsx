import { Button } from '@client/ui/button';
import { toast } from '@client/ui/use-toast';
import { Copy, Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { RECOVERY_CODES_FILE, recoveryCodesText } from '../format';

/** Saves text as a file through a temporary link. */
function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The recovery codes, shown once right after enrolment: copy, download as .txt, and a confirmation
 * that they are saved before going on.
 */
export function RecoveryCodes({
  email,
  codes,
  onDone,
}: {
  email: string;
  codes: readonly string[];
  onDone: () => Promise<void>;
}) {
  const [isLeaving, setIsLeaving] = useState(false);
  // The step replaces the code form: its heading takes the focus (and comes into view).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = recoveryCodesText(email, codes, new Date());

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied to clipboard' });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the codes and copy them, or download them instead.',
        variant: 'destructive',
      });
    }
  };

  return (
    <section aria-labelledby="recovery-codes-title" className="space-y-4">
      <div>
        <h2
          id="recovery-codes-title"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-ink focus:outline-none"
        >
          Save your recovery codes
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Each code signs you in once if your authenticator app is not at hand. They are shown only now: keep
          them somewhere safe, away from this device.
        </p>
      </div>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-control bg-surface-muted p-4 font-mono text-base text-ink"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" className="whitespace-nowrap px-3" onClick={copy}>
          <Copy className="h-5 w-5" aria-hidden="true" />
          Copy
        </Button>
        <Button
          variant="outline"
          className="whitespace-nowrap px-3"
          onClick={() => downloadText(text, RECOVERY_CODES_FILE)}
        >
          <Download className="h-5 w-5" aria-hidden="true" />
          Download .txt
        </Button>
      </div>
      <Button
        size="lg"
        block
        disabled={isLeaving}
        onClick={async () => {
          setIsLeaving(true);
          await onDone();
        }}
      >
        I have saved my recovery codes
      </Button>
    </section>
  );
}
