import { errorMessage } from '@client/api/http';
import { useCurrentUser } from '@client/features/auth';
import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/ui/button';
import { toast } from '@client/ui/use-toast';
import { SYMPTOM_MESSAGES } from '@contract/symptoms';
import { ClipboardList, Plus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { SymptomForm, type SymptomFormValues } from '../components/symptom-form';
import { SymptomList, SymptomListError, SymptomListSkeleton } from '../components/symptom-list';
import { useCreateSymptom, useSymptoms } from '../hooks';

const FORM_ID = 'log-symptom-form';

/** Symptom Tracking (docs/product/symptoms.md#screens). */
export default function SymptomsPage() {
  useDocumentTitle('Symptom Tracking');
  const user = useCurrentUser();
  const symptoms = useSymptoms(user?.id);
  const createSymptom = useCreateSymptom(user?.id);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeForm = () => {
    setIsFormOpen(false);
    toggleRef.current?.focus();
  };

  const onSave = async (values: SymptomFormValues): Promise<boolean> => {
    try {
      await createSymptom.mutateAsync({
        symptomName: values.symptomName,
        severity: values.severity,
        description: values.description || undefined,
        triggers: values.triggers.length > 0 ? values.triggers : undefined,
      });
    } catch (error) {
      toast({
        title: SYMPTOM_MESSAGES.logError,
        description: errorMessage(error) ?? (error instanceof Error ? error.message : 'Please try again.'),
        variant: 'destructive',
      });
      return false;
    }
    toast({ title: SYMPTOM_MESSAGES.logged });
    closeForm();
    return true;
  };

  return (
    <>
      <PageHeader title="Symptom Tracking" subtitle="Log how you feel to spot patterns over time." />
      <div className="px-4 pb-4">
        <Button
          ref={toggleRef}
          block
          aria-expanded={isFormOpen}
          aria-controls={isFormOpen ? FORM_ID : undefined}
          onClick={() => setIsFormOpen((open) => !open)}
        >
          {isFormOpen ? (
            <X className="h-5 w-5" aria-hidden="true" />
          ) : (
            <Plus className="h-5 w-5" aria-hidden="true" />
          )}
          Log Symptom
        </Button>
      </div>

      {isFormOpen ? (
        <SymptomForm id={FORM_ID} isSaving={createSymptom.isPending} onSave={onSave} onCancel={closeForm} />
      ) : null}

      <section aria-labelledby="recent-symptoms-title" className="px-4 pt-6 pb-8">
        <h2 id="recent-symptoms-title" className="mb-3 text-lg font-semibold text-ink">
          Recent Symptoms
        </h2>
        {symptoms.isPending ? (
          <SymptomListSkeleton />
        ) : symptoms.isError ? (
          <SymptomListError onRetry={() => void symptoms.refetch()} />
        ) : symptoms.data.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-line-strong px-4 py-10 text-center">
            <ClipboardList className="mx-auto h-10 w-10 text-ink-muted" aria-hidden="true" />
            <p className="mt-3 font-semibold text-ink">No symptoms logged yet</p>
            <p className="mt-1 text-sm text-ink-muted">
              Log your first symptom with the Log Symptom button to start tracking patterns.
            </p>
          </div>
        ) : (
          <SymptomList symptoms={symptoms.data} />
        )}
      </section>
    </>
  );
}
