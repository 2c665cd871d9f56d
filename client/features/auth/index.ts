// The auth feature's published entry: who is signed in, signing out, and the admin guard.
export { AdminGuard } from './components/admin-guard';
export { useAuthStatus, useCurrentUser, useSignout } from './hooks';
