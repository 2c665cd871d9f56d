import { trackFeature } from '@client/lib/analytics';
import { Button, buttonClasses } from '@client/ui/button';
import { cn } from '@client/ui/cn';
import { ModalContent } from '@client/ui/modal';
import { toast } from '@client/ui/use-toast';
import { INSIGHTS_MESSAGES, type TInsightPeriod } from '@contract/insights';
import { INSIGHTS_EXPORT_MESSAGES } from '@contract/insights-export';
import * as Dialog from '@radix-ui/react-dialog';
import { Download, FileText } from 'lucide-react';
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
      <ModalContent
        title={INSIGHTS_EXPORT_MESSAGES.exportTitle}
        description={INSIGHTS_EXPORT_MESSAGES.exportDescription}
      >
        <div className="mt-4 space-y-3">
          <div>
            <Button block onClick={() => void download()} disabled={isDownloading} aria-busy={isDownloading}>
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
      </ModalContent>
    </Dialog.Root>
  );
}
