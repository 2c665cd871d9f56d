// The feedback feature's published entry: the widget the app shell shows on every screen.
export { FeedbackWidget } from './components/feedback-widget';
