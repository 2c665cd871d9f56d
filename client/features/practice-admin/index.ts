// The practice-admin feature's published entry: the admins' links, shown on the profile screen.
export { AdminTools } from './components/admin-tools';
