import { type TWidgetFeedbackRequest, ZWidgetFeedbackRequest } from '@contract/feedback';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { WidgetDraft } from './widget-draft';

/** What POST /api/feedback/submit receives: the message and email trimmed, no category as null. */
export function widgetPayload(draft: WidgetDraft): TWidgetFeedbackRequest {
  return {
    type: draft.type,
    rating: draft.rating as number,
    message: draft.message.trim(),
    email: draft.email.trim(),
    category: draft.category === '' ? null : draft.category,
    priority: draft.priority,
  };
}

/**
 * The contract's submission schema on the payload the draft becomes (docs/product/feedback.md#widget),
 * its first message per field; also the widget's react-hook-form resolver. Loaded with the dialog only.
 */
export function widgetErrors(draft: WidgetDraft): FieldErrors<WidgetDraft> {
  const result = ZWidgetFeedbackRequest.safeParse(widgetPayload(draft));
  const errors: FieldErrors<WidgetDraft> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof WidgetDraft | undefined;
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return errors;
}

export const widgetResolver: Resolver<WidgetDraft> = (draft) => {
  const errors = widgetErrors(draft);
  return Object.keys(errors).length === 0 ? { values: draft, errors: {} } : { values: {}, errors };
};
