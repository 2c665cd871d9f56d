import { trackFeature } from '@client/lib/analytics';
import { Button, buttonClasses } from '@client/ui/button';
import { cn } from '@client/ui/cn';
import { toast } from '@client/ui/use-toast';
import { INSIGHTS_MESSAGES, type TInsightPeriod } from '@contract/insights';
import { INSIGHTS_EXPORT_MESSAGES } from '@contract/insights-export';
import * as Dialog from '@radix-ui/react-dialog';
import { Download, FileText, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { downloadInsightsCsv } from '../hooks';

/** Export: the period's days as a CSV file, or the printable summary for a doctor. */
export function ExportDialog({ period }: { period: TInsightPeriod }) {
  const [open, setOpen] = useState(false);
  const [isDownloading, setIsDownloading] = useState(false);

  const download = async () => {
    setIsDownloading(true);
    try {
      await downloadInsightsCsv(period);
      toast({ title: INSIGHTS_EXPORT_MESSAGES.csvDownloaded });
      trackFeature('insights', { action: 'csv_exported', period });
      setOpen(false);
    } catch {
      toast({ title: INSIGHTS_MESSAGES.exportFailed, variant: 'destructive' });
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" block>
          <Download className="h-5 w-5" aria-hidden="true" />
          Export
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-scrim" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface-raised p-5 shadow-overlay focus:outline-none">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold text-ink">
              {INSIGHTS_EXPORT_MESSAGES.exportTitle}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close" className="-mt-2 -mr-2">
                <X className="h-5 w-5" aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-ink-muted">
            {INSIGHTS_EXPORT_MESSAGES.exportDescription}
          </Dialog.Description>
          <div className="mt-4 space-y-3">
            <div>
              <Button
                block
                onClick={() => void download()}
                disabled={isDownloading}
                aria-busy={isDownloading}
              >
                <Download className="h-5 w-5" aria-hidden="true" />
                {isDownloading ? 'Downloading...' : INSIGHTS_EXPORT_MESSAGES.csvChoice}
              </Button>
              <p className="mt-1 text-xs text-ink-muted">{INSIGHTS_EXPORT_MESSAGES.csvChoiceHint}</p>
            </div>
            <div>
              <Link
                href={`/insights/summary?period=${period}`}
                className={cn(buttonClasses({ variant: 'outline', block: true }))}
                onClick={() => trackFeature('insights', { action: 'summary_opened', period })}
              >
                <FileText className="h-5 w-5" aria-hidden="true" />
                {INSIGHTS_EXPORT_MESSAGES.summaryChoice}
              </Link>
              <p className="mt-1 text-xs text-ink-muted">{INSIGHTS_EXPORT_MESSAGES.summaryChoiceHint}</p>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
