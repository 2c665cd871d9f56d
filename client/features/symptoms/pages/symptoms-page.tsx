import { errorMessage } from '@client/api/http';
import { useCurrentUser } from '@client/features/auth';
import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/ui/button';
import { fromInfinite, LoadOlder } from '@client/ui/load-older';
import { EmptyState, QueryCard } from '@client/ui/query-card';
import { toast } from '@client/ui/use-toast';
import { olderLoadedText } from '@common/journey';
import { SYMPTOM_MESSAGES } from '@contract/symptoms';
import { ClipboardList, Plus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { SymptomForm, type SymptomFormValues } from '../components/symptom-form';
import { SymptomList, SymptomListSkeleton } from '../components/symptom-list';
import { loadedSymptoms, useCreateSymptom, useSymptomHistory } from '../hooks';

const FORM_ID = 'log-symptom-form';

/** Symptom Tracking (docs/product/symptoms.md#screens). */
export default function SymptomsPage() {
  useDocumentTitle('Symptom Tracking');
  const user = useCurrentUser();
  const history = useSymptomHistory(user?.id);
  const symptoms = { ...history, data: history.data ? loadedSymptoms(history.data) : undefined };
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
        <QueryCard
          query={symptoms}
          loadingLabel="Loading symptoms..."
          skeleton={<SymptomListSkeleton />}
          error="Your symptoms could not be loaded."
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState icon={ClipboardList} title="No symptoms logged yet">
              Log your first symptom with the Log Symptom button to start tracking patterns.
            </EmptyState>
          }
        >
          {(list) => (
            <>
              <SymptomList symptoms={list} />
              <LoadOlder
                paging={fromInfinite(history)}
                itemCount={list.length}
                describe={(count) => olderLoadedText(count, { one: 'symptom', many: 'symptoms' })}
                loadingLabel="Loading older symptoms..."
                errorText="Older symptoms could not be loaded."
                endText="These are all the symptoms you have logged."
              />
            </>
          )}
        </QueryCard>
      </section>
    </>
  );
}
