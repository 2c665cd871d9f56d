// The auth feature's published entry: who is signed in, signing out, the admin guard, and where
// /signin and /signup lead once signed in.
export { AdminGuard } from './components/admin-guard';
export { ContinueAfterSignIn } from './components/continue-after-sign-in';
export { PractitionerGuard } from './components/practitioner-guard';
export { SignInForm, welcomeBack } from './components/sign-in-form';
export { useAuthStatus, useCurrentUser, useSignin, useSignout } from './hooks';
