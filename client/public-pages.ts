import { LIBRARY_PATH } from '@common/library-paths';
import { lazyPage } from './lib/lazy-page';

/**
 * Pages reachable both signed in and signed out, plus the sign-in and signup screens. Lazy, so the
 * landing page's initial JS stays small; prerendered ones are preloaded before hydration.
 */
export const SignupPage = lazyPage(() => import('./features/auth/pages/signup-page'));
export const SigninPage = lazyPage(() => import('./features/auth/pages/signin-page'));
export const ForgotPasswordPage = lazyPage(() => import('./features/auth/pages/forgot-password-page'));
export const ResetPasswordPage = lazyPage(() => import('./features/auth/pages/reset-password-page'));
/** The link of an email change, opened signed in or not (docs/product/accounts.md#changing-the-email). */
export const ConfirmEmailPage = lazyPage(() => import('./features/profile/pages/confirm-email-page'));
export const TermsPage = lazyPage(() => import('./features/legal/pages/terms-page'));
export const PrivacyPage = lazyPage(() => import('./features/legal/pages/privacy-page'));
export const SupportPage = lazyPage(() => import('./features/legal/pages/support-page'));
/** The Wellness Shop (docs/product/shop.md), the same page signed in or out. */
export const WellnessShopPage = lazyPage(() => import('./features/shop/pages/wellness-shop-page'));
/**
 * An achievement someone shared (docs/product/achievements.md#public-shared-achievement-page): both route
 * sets register it, so the link works signed in or out; not prerendered (the server adds its share tags).
 */
export const SharedAchievementPage = lazyPage(
  () => import('./features/achievements/pages/shared-achievement-page'),
);
export const SHARED_ACHIEVEMENT_PATH = '/shared/achievements/:token';
/**
 * A practitioner's public profile (docs/product/practice.md#public-profile): both route sets register
 * it, so a shared link works signed in or out; not prerendered (the server writes its head).
 */
export const PractitionerProfilePage = lazyPage(
  () => import('./features/practice-public/pages/practitioner-profile-page'),
);
export const PRACTITIONER_PROFILE_PATH = '/practitioner-profile/:id';
/** Wellness challenges (docs/product/challenges.md): browsed by anyone, joined signed in. */
export const WellnessChallengesPage = lazyPage(
  () => import('./features/challenges/pages/wellness-challenges-page'),
);
/**
 * The wellness library and its items (docs/product/library.md#screens): both route sets register them;
 * scripts/prerender.ts writes each as HTML with its data for search engines and signed-out visitors.
 */
export const LibraryPage = lazyPage(() => import('./features/library/pages/library-page'));
export const LibraryArticlePage = lazyPage(() => import('./features/library/pages/library-article-page'));
export const LIBRARY_ITEM_PATH = '/wellness-library/:slug';
/**
 * The provider side's public screens (docs/product/practice.md#provider-landing-and-signup): the
 * landing (prerendered), signup and sign-in; both route sets register them.
 */
export const ProviderLandingPage = lazyPage(() => import('./features/provider/pages/provider-landing-page'));
export const ProviderSignupPage = lazyPage(() => import('./features/provider/pages/provider-signup-page'));
export const ProviderLoginPage = lazyPage(() => import('./features/provider/pages/provider-login-page'));
/** Admin sign-in with the second factor (docs/product/admin.md#sign-in): both route sets register it. */
export const AdminLoginPage = lazyPage(() => import('./features/admin-auth/pages/admin-login-page'));

/**
 * Screens whose content arrives with later features and that anyone may open, signed in or not: both
 * route sets (client/router.tsx, client/signed-in-routes.tsx) register every one of them with its
 * title, so a link from the public footer or an email never turns into the 404 screen after signing in.
 */
export const TITLED_EVERYWHERE: readonly (readonly [path: string, title: string])[] = [];

/** The public pages scripts/prerender.ts writes as static HTML: path → file under dist/client/. */
export const PRERENDERED_PAGES = {
  '/': 'pages/landing.html',
  '/terms': 'pages/terms.html',
  '/privacy': 'pages/privacy.html',
  '/support': 'pages/support.html',
  '/signin': 'pages/signin.html',
  '/signup': 'pages/signup.html',
  '/forgot-password': 'pages/forgot-password.html',
  '/provider-landing': 'pages/provider-landing.html',
} as const;

export type PrerenderedPath = keyof typeof PRERENDERED_PAGES;

/** The id of the JSON element holding a prerendered page's answers (client/boot.tsx reads it). */
export const PRERENDERED_QUERIES_ID = 'prerendered-queries';

/**
 * Prerendered pages whose only interactive parts are links: their HTML is complete, so the app is
 * loaded and hydrated when a visitor follows an in-app link (client/main.tsx), not on arrival.
 */
export const HYDRATED_ON_INTERACTION: readonly PrerenderedPath[] = ['/'];

const preloaders: Record<string, () => Promise<void>> = {
  '/terms': TermsPage.preload,
  '/privacy': PrivacyPage.preload,
  '/support': SupportPage.preload,
  '/signin': SigninPage.preload,
  '/signup': SignupPage.preload,
  '/forgot-password': ForgotPasswordPage.preload,
  '/provider-landing': ProviderLandingPage.preload,
};

/** Loads the code of a prerendered public page so hydration renders it without suspending. */
export function preloadPublicPage(path: string): Promise<void> {
  if (path === LIBRARY_PATH) return LibraryPage.preload();
  if (path.startsWith(`${LIBRARY_PATH}/`)) return LibraryArticlePage.preload();
  return preloaders[path]?.() ?? Promise.resolve();
}

export function preloadAllPublicPages(): Promise<void> {
  return Promise.all(
    [...Object.values(preloaders), LibraryPage.preload, LibraryArticlePage.preload].map((preload) =>
      preload(),
    ),
  ).then(() => undefined);
}
