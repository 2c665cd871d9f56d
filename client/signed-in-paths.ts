/**
 * The screens only a signed-in person has (client/signed-in-routes.tsx), as route patterns. Signed out,
 * opening one goes to /signin with the address remembered (docs/product/accounts.md#returning-after-sign-in).
 * Paths with a signed-out screen of their own (the landing page, the public pages, the title-only
 * screens in client/router.tsx, practitioners' public profiles) are not here. Kept in the landing page's
 * small bundle: strings only.
 */
export const SIGNED_IN_ONLY_PATHS = [
  '/symptoms',
  '/chat',
  '/premium',
  '/premium-trial',
  '/checkout',
  '/checkout/authenticate',
  '/nutrition-premium',
  '/ai-assistant',
  '/onboarding',
  '/progress',
  '/profile',
  '/community',
  '/community-enhanced',
  '/community-enhanced/:postId',
  '/feedback',
  '/practitioners',
  '/insights',
  '/insights/summary',
  '/success-stories',
  '/exercise-plans',
  '/wellness-journey',
  '/achievements',
  '/referrals',
  '/notifications',
  '/practitioner-settings',
  '/practitioner-profile',
  '/provider-dashboard',
  '/admin/practitioner-applications',
  '/payment-success',
  '/analytics-dashboard',
  '/ab-testing-dashboard',
  '/admin-email-setup',
  '/seo-optimizer',
] as const;
