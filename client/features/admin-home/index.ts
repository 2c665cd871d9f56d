// The admin menu's published entry: the profile screen's link to it, shown to admins only.
export { AdminTools } from './components/admin-tools';
