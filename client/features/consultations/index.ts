// The consultations feature's published entry: the public profile's request section and the
// profile page's list of the person's requests.
export {
  ConsultationRequestSection,
  type ConsultationTarget,
} from './components/consultation-request-section';
export { MyConsultationRequestsCard } from './components/my-consultation-requests-card';
