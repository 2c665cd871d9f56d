// The symptoms feature's published entry: the symptom list other screens summarise.
export { useSymptoms } from './hooks';
