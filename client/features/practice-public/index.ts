// The public practitioner profile's published entry: its data hook and query key, for the sections
// other features add to the page (the consultation request) and for refreshing it after a change.
export { practitionerProfileKey, usePublicPractitionerProfile } from './hooks';
