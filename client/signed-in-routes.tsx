import { LIBRARY_PATH } from '@common/library-paths';
import { roleHomePath } from '@common/provider-landing';
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AdminGuard, ContinueAfterSignIn, useCurrentUser } from './features/auth';
import { AppShell } from './layouts/app-shell';
import { NotFoundPage } from './layouts/not-found-page';
import { RouteErrorBoundary } from './layouts/route-error-boundary';
import { TitleOnlyPage } from './layouts/title-only-page';
import { lazyPage } from './lib/lazy-page';
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
  SupportPage,
  TermsPage,
  TITLED_EVERYWHERE,
  WellnessChallengesPage,
  WellnessShopPage,
} from './public-pages';
import { LoadingState } from './ui/spinner';

const HomePage = lazyPage(() => import('./features/home/pages/home-page'));
const SymptomsPage = lazyPage(() => import('./features/symptoms/pages/symptoms-page'));
const ChatPage = lazyPage(() => import('./features/chat/pages/chat-page'));
const OnboardingPage = lazyPage(() => import('./features/onboarding/pages/onboarding-page'));
const OnboardingTourPage = lazyPage(() => import('./features/onboarding-tour/pages/onboarding-tour-page'));
const ProgressPage = lazyPage(() => import('./features/progress/pages/progress-page'));
const CommunityPage = lazyPage(() => import('./features/community/pages/community-page'));
const CommunityEnhancedPage = lazyPage(() => import('./features/community/pages/community-enhanced-page'));
const FeedbackPage = lazyPage(() => import('./features/feedback/pages/feedback-page'));
const PractitionersPage = lazyPage(() => import('./features/practitioners/pages/practitioners-page'));
const PracticeSettingsPage = lazyPage(
  () => import('./features/practice-settings/pages/practice-settings-page'),
);
const PracticeProfilePage = lazyPage(() => import('./features/practice-profile/pages/practice-profile-page'));
const ProfilePage = lazyPage(() => import('./features/profile/pages/profile-page'));
const PremiumPage = lazyPage(() => import('./features/premium/pages/premium-page'));
const PremiumTrialPage = lazyPage(() => import('./features/premium/pages/premium-trial-page'));
const CheckoutPage = lazyPage(() => import('./features/premium/pages/checkout-page'));
const CheckoutAuthenticatePage = lazyPage(
  () => import('./features/premium/pages/checkout-authenticate-page'),
);
const PaymentSuccessPage = lazyPage(() => import('./features/premium/pages/payment-success-page'));
const NutritionPremiumPage = lazyPage(() => import('./features/nutrition/pages/nutrition-premium-page'));
const AiAssistantPage = lazyPage(() => import('./features/ai-assistant/pages/ai-assistant-page'));
const InsightsPage = lazyPage(() => import('./features/insights/pages/insights-page'));
const InsightsSummaryPage = lazyPage(() => import('./features/insights/pages/insights-summary-page'));
const SuccessStoriesPage = lazyPage(() => import('./features/success-stories/pages/success-stories-page'));
const AchievementsPage = lazyPage(() => import('./features/achievements/pages/achievements-page'));
const ExercisePlansPage = lazyPage(() => import('./features/exercise/pages/exercise-plans-page'));
const JourneyPage = lazyPage(() => import('./features/journey/pages/journey-page'));
const PractitionerApplicationsPage = lazyPage(
  () => import('./features/practice-admin/pages/practitioner-applications-page'),
);
const AbTestingDashboardPage = lazyPage(
  () => import('./features/ab-dashboard/pages/ab-testing-dashboard-page'),
);
const SeoOptimizerPage = lazyPage(() => import('./features/seo/pages/seo-optimizer-page'));
const AnalyticsDashboardPage = lazyPage(
  () => import('./features/analytics-dashboard/pages/analytics-dashboard-page'),
);
const AdminHomePage = lazyPage(() => import('./features/admin-home/pages/admin-home-page'));
const CommunityReportsPage = lazyPage(() => import('./features/moderation/pages/community-reports-page'));
const FeedbackQueuePage = lazyPage(() => import('./features/moderation/pages/feedback-queue-page'));
const RequestsPage = lazyPage(() => import('./features/moderation/pages/requests-page'));
const SuccessStoriesQueuePage = lazyPage(
  () => import('./features/moderation/pages/success-stories-queue-page'),
);
const AdminEmailSetupPage = lazyPage(() => import('./features/admin-report/pages/admin-email-setup-page'));
const ProviderDashboardPage = lazyPage(
  () => import('./features/provider-dashboard/pages/provider-dashboard-page'),
);

/** Signed-in screens whose content arrives with later features: header and title for now. */
const TITLED: readonly (readonly [path: string, title: string])[] = [
  ['/referrals', 'Refer Friends'],
  ['/notifications', 'Notification Preferences'],
  ...TITLED_EVERYWHERE,
];

/** The signed-in route set (docs/product/README.md#routes); any other path is the 404 screen. */
export default function SignedInRoutes() {
  return (
    <AppShell>
      <RouteErrorBoundary>
        <Suspense fallback={<LoadingState />}>
          <Switch>
            <Route path="/" component={HomePage} />
            <Route path="/symptoms" component={SymptomsPage} />
            <Route path="/chat" component={ChatPage} />
            <Route path="/premium" component={PremiumPage} />
            <Route path="/premium-trial" component={PremiumTrialPage} />
            <Route path="/checkout" component={CheckoutPage} />
            <Route path="/checkout/authenticate" component={CheckoutAuthenticatePage} />
            <Route path="/payment-success" component={PaymentSuccessPage} />
            <Route path="/nutrition-premium" component={NutritionPremiumPage} />
            <Route path="/ai-assistant" component={AiAssistantPage} />
            <Route path="/onboarding" component={OnboardingPage} />
            <Route path="/onboarding-tour" component={OnboardingTourPage} />
            <Route path="/progress" component={ProgressPage} />
            <Route path="/exercise-plans" component={ExercisePlansPage} />
            <Route path="/profile" component={ProfilePage} />
            <Route path="/community" component={CommunityPage} />
            <Route path="/community-enhanced" component={CommunityEnhancedPage} />
            <Route path="/success-stories" component={SuccessStoriesPage} />
            <Route path="/community-enhanced/:postId" component={CommunityEnhancedPage} />
            <Route path="/feedback" component={FeedbackPage} />
            <Route path="/practitioners" component={PractitionersPage} />
            <Route path="/practitioner-settings" component={PracticeSettingsPage} />
            <Route path="/practitioner-profile" component={PracticeProfilePage} />
            <Route path="/insights" component={InsightsPage} />
            <Route path="/insights/summary" component={InsightsSummaryPage} />
            <Route path="/achievements" component={AchievementsPage} />
            <Route path="/wellness-journey" component={JourneyPage} />
            <Route path="/admin/practitioner-applications">
              <AdminGuard>
                <PractitionerApplicationsPage />
              </AdminGuard>
            </Route>
            <Route path="/analytics-dashboard">
              <AdminGuard>
                <AnalyticsDashboardPage />
              </AdminGuard>
            </Route>
            <Route path="/ab-testing-dashboard">
              <AdminGuard>
                <AbTestingDashboardPage />
              </AdminGuard>
            </Route>
            <Route path="/seo-optimizer">
              <AdminGuard>
                <SeoOptimizerPage />
              </AdminGuard>
            </Route>
            {/* The admin menu and the moderation queues (docs/product/admin.md#the-admin-menu). */}
            <Route path="/admin">
              <AdminGuard>
                <AdminHomePage />
              </AdminGuard>
            </Route>
            <Route path="/admin/community-reports">
              <AdminGuard>
                <CommunityReportsPage />
              </AdminGuard>
            </Route>
            <Route path="/admin/feedback">
              <AdminGuard>
                <FeedbackQueuePage />
              </AdminGuard>
            </Route>
            <Route path="/admin/requests">
              <AdminGuard>
                <RequestsPage />
              </AdminGuard>
            </Route>
            <Route path="/admin/success-stories">
              <AdminGuard>
                <SuccessStoriesQueuePage />
              </AdminGuard>
            </Route>
            <Route path="/admin-email-setup">
              <AdminGuard>
                <AdminEmailSetupPage />
              </AdminGuard>
            </Route>
            <Route path="/provider-dashboard" component={ProviderDashboardPage} />
            {TITLED.map(([path, title]) => (
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
            {/* Signed in on the sign-in or signup page: on to where the person was going. */}
            <Route path="/signin">
              <ContinueHome />
            </Route>
            <Route path="/signup">
              <ContinueAfterSignIn fallback="/onboarding-tour" />
            </Route>
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </RouteErrorBoundary>
    </AppShell>
  );
}

/** /signin once signed in: on to `?next=`, else the account's home (a practitioner's dashboard). */
function ContinueHome() {
  const user = useCurrentUser();
  return <ContinueAfterSignIn fallback={roleHomePath(user?.role)} />;
}
