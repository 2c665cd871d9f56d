import { LIBRARY_PATH } from '@common/library-paths';
import { signInPathFor } from '@common/return-path';
import { createContext, lazy, Suspense, useContext, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { useAuthStatus } from './features/auth';
import { LandingPage } from './features/landing/pages/landing-page';
import { PublicShell } from './layouts/public-shell';
import { RouteErrorBoundary } from './layouts/route-error-boundary';
import { TitleOnlyPage } from './layouts/title-only-page';
import { usePageViews } from './lib/use-page-views';
import { useScrollToTopOnNavigate } from './lib/use-scroll-to-top';
import {
  AdminLoginPage,
  ConfirmEmailPage,
  ForgotPasswordPage,
  LIBRARY_ITEM_PATH,
  LibraryArticlePage,
  LibraryPage,
  PRACTITIONER_PROFILE_PATH,
  PractitionerProfilePage,
  PrivacyPage,
  ProviderLandingPage,
  ProviderLoginPage,
  ProviderSignupPage,
  ResetPasswordPage,
  SHARED_ACHIEVEMENT_PATH,
  SharedAchievementPage,
  SigninPage,
  SignupPage,
  SupportPage,
  TermsPage,
  TITLED_EVERYWHERE,
  WellnessChallengesPage,
  WellnessShopPage,
} from './public-pages';
import { SIGNED_IN_ONLY_PATHS } from './signed-in-paths';
import { LoadingState } from './ui/spinner';

// Everything a signed-in person uses is one lazy chunk, outside the landing page's initial JS.
const SignedInRoutes = lazy(() => import('./signed-in-routes'));

/** Signed-out screens whose content arrives with later features (the signed-in set has real pages for these). */
const SIGNED_OUT_TITLED: readonly (readonly [path: string, title: string])[] = [
  ['/onboarding-tour', 'Health Assessment'],
  ...TITLED_EVERYWHERE,
];

/**
 * Top-level routing (docs/product/README.md#routes). While the auth status loads a 'Loading...' spinner shows, except
 * on a prerendered public page, which renders the signed-out set at once (no layout shift) and
 * switches to the signed-in set if the status says so.
 */
export function AppRoutes({ isPrerendered = false }: { isPrerendered?: boolean }) {
  const auth = useAuthStatus();
  usePageViews();
  useScrollToTopOnNavigate();

  if (auth.data?.authenticated) {
    return (
      <RouteErrorBoundary>
        <Suspense fallback={<LoadingState className="min-h-dvh" />}>
          <SignedInRoutes />
        </Suspense>
        <Shown />
      </RouteErrorBoundary>
    );
  }
  if (auth.isPending && !isPrerendered) return <LoadingState className="min-h-dvh" />;
  return <SignedOutRoutes />;
}

/**
 * Called once the routes are on screen: the signed-out page, or the signed-in set. When prerendered
 * HTML is hydrated, React hydrates what is inside a Suspense boundary in a later pass than the rest
 * of the tree, so code that must not change the address before the page is hydrated
 * (client/boot.tsx) waits for this.
 */
export const RoutesShown = createContext<() => void>(() => {});

function Shown() {
  const onShown = useContext(RoutesShown);
  useEffect(() => onShown(), [onShown]);
  return null;
}

/** A signed-in screen opened signed out: sign in first, then come back here (query included). */
function SignInFirst() {
  const [path] = useLocation();
  const search = useSearch();
  return <Redirect to={signInPathFor(search ? `${path}?${search}` : path)} replace />;
}

export function SignedOutRoutes() {
  return (
    <PublicShell>
      <RouteErrorBoundary>
        <Suspense fallback={<LoadingState />}>
          <Switch>
            <Route path="/" component={LandingPage} />
            <Route path="/signup" component={SignupPage} />
            <Route path="/signin" component={SigninPage} />
            {SIGNED_OUT_TITLED.map(([path, title]) => (
              <Route key={path} path={path}>
                <TitleOnlyPage title={title} />
              </Route>
            ))}
            <Route path="/terms" component={TermsPage} />
            <Route path="/privacy" component={PrivacyPage} />
            <Route path="/support" component={SupportPage} />
            <Route path="/wellness-shop" component={WellnessShopPage} />
            <Route path="/forgot-password" component={ForgotPasswordPage} />
            <Route path="/reset-password" component={ResetPasswordPage} />
            <Route path="/confirm-email" component={ConfirmEmailPage} />
            <Route path={SHARED_ACHIEVEMENT_PATH} component={SharedAchievementPage} />
            <Route path={PRACTITIONER_PROFILE_PATH} component={PractitionerProfilePage} />
            <Route path="/wellness-challenges" component={WellnessChallengesPage} />
            <Route path={LIBRARY_PATH} component={LibraryPage} />
            <Route path={LIBRARY_ITEM_PATH} component={LibraryArticlePage} />
            <Route path="/provider-landing" component={ProviderLandingPage} />
            <Route path="/provider-signup" component={ProviderSignupPage} />
            <Route path="/provider-login" component={ProviderLoginPage} />
            <Route path="/admin-login" component={AdminLoginPage} />
            {SIGNED_IN_ONLY_PATHS.map((path) => (
              <Route key={path} path={path} component={SignInFirst} />
            ))}
            {/* Any other path falls back to the landing page. */}
            <Route component={LandingPage} />
          </Switch>
          <Shown />
        </Suspense>
      </RouteErrorBoundary>
    </PublicShell>
  );
}
