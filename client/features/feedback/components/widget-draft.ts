import {
  type TWidgetCategory,
  type TWidgetPriority,
  type TWidgetType,
  WIDGET_PRIORITY_DEFAULT,
} from '@contract/feedback';

/** What the widget holds between its steps; kept when the dialog closes without sending. */
export type WidgetDraft = {
  rating: number | null;
  type: TWidgetType;
  category: TWidgetCategory | '';
  priority: TWidgetPriority;
  message: string;
  email: string;
};

export const EMPTY_WIDGET_DRAFT: WidgetDraft = {
  rating: null,
  type: 'general',
  category: '',
  priority: WIDGET_PRIORITY_DEFAULT,
  message: '',
  email: '',
};
