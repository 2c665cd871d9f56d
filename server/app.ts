import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type pino from 'pino';
import { PRERENDER_ORIGIN } from '../common/library';
import type { TPublicAchievement } from '../contract/gamification';
import type { TPublicPractitionerProfile } from '../contract/practice';
import type { Database } from './db/client';
import type { Env } from './env';
import { abTestingRoutes } from './features/ab-testing/routes';
import { createAbTestingService } from './features/ab-testing/service';
import { createJobRunner, type JobRunner } from './features/account/job';
import { accountRoutes } from './features/account/routes';
import { createAccountService } from './features/account/service';
import { defineUserDataRegistry, type UserDataArea, userDataArea } from './features/account/user-data';
import { adminAuthRoutes } from './features/admin-auth/routes';
import { type AdminAuthService, createAdminAuthService } from './features/admin-auth/service';
import { ADMIN_REPORT_JOB, ADMIN_REPORT_SCHEDULE } from './features/admin-report';
import { adminReportRoutes } from './features/admin-report/routes';
import { type AdminReportService, createAdminReportService } from './features/admin-report/service';
import { analyticsRoutes } from './features/analytics/routes';
import { createAnalyticsService } from './features/analytics/service';
import { analyticsDashboardRoutes } from './features/analytics-dashboard/routes';
import {
  type AnalyticsDashboardService,
  createAnalyticsDashboardService,
} from './features/analytics-dashboard/service';
import { assistantRoutes } from './features/assistant/routes';
import { createAssistantService } from './features/assistant/service';
import { cookieNames, createBetterAuth } from './features/auth/better-auth';
import { authRoutes } from './features/auth/routes';
import { createAuthService } from './features/auth/service';
import { billingRoutes } from './features/billing/routes';
import { type BillingService, createBillingService } from './features/billing/service';
import { loadChallenges } from './features/challenges/catalogue';
import { challengeRoutes } from './features/challenges/routes';
import { createChallengeService } from './features/challenges/service';
import { chatRoutes } from './features/chat/routes';
import { createChatService } from './features/chat/service';
import { communityRoutes } from './features/community/routes';
import { createCommunityService } from './features/community/service';
import { consultationRoutes } from './features/consultations/routes';
import { createConsultationService } from './features/consultations/service';
import { exerciseRoutes } from './features/exercise/routes';
import { createExerciseService } from './features/exercise/service';
import { fastingRoutes } from './features/fasting/routes';
import { createFastingService } from './features/fasting/service';
import { feedbackRoutes } from './features/feedback/routes';
import { createFeedbackService } from './features/feedback/service';
import { SHARED_ACHIEVEMENT_PATH, withSharedAchievementTags } from './features/gamification/open-graph';
import { gamificationRoutes } from './features/gamification/routes';
import { createGamificationService, type GamificationService } from './features/gamification/service';
import { healthMetricRoutes } from './features/health-metrics/routes';
import { createHealthMetricService } from './features/health-metrics/service';
import { insightsRoutes } from './features/insights/routes';
import { createInsightsService } from './features/insights/service';
import { insightsExportRoutes } from './features/insights-export/routes';
import { createInsightsExportService } from './features/insights-export/service';
import { journeyRoutes } from './features/journey/routes';
import { createJourneyService } from './features/journey/service';
import { loadLibraryCatalogue } from './features/library/catalogue';
import { libraryRoutes } from './features/library/routes';
import { createLibraryService } from './features/library/service';
import { moderationRoutes } from './features/moderation/routes';
import { createModerationService } from './features/moderation/service';
import { createNutritionPorts } from './features/nutrition-analysis/ports';
import { nutritionAnalysisRoutes } from './features/nutrition-analysis/routes';
import { createNutritionAnalysisService } from './features/nutrition-analysis/service';
import { closeNutritionLabelReader, readNutritionLabel } from './features/nutrition-label/service';
import { onboardingRoutes } from './features/onboarding/routes';
import { createOnboardingService } from './features/onboarding/service';
import { onboardingTourRoutes } from './features/onboarding-tour/routes';
import { createOnboardingTourService } from './features/onboarding-tour/service';
import { sandboxPaymentRoutes } from './features/payments-sandbox/routes';
import { practiceProfileRoutes } from './features/practice-profile/routes';
import { createPracticeProfileService } from './features/practice-profile/service';
import { PRACTITIONER_PROFILE_PATH, withPractitionerHead } from './features/practice-public/head';
import { practicePublicRoutes } from './features/practice-public/routes';
import { createPracticePublicService } from './features/practice-public/service';
import { practiceReviewRoutes } from './features/practice-review/routes';
import { createPracticeReviewService } from './features/practice-review/service';
import { practiceSettingsRoutes } from './features/practice-settings/routes';
import { createPracticeSettingsService } from './features/practice-settings/service';
import { practitionerRoutes } from './features/practitioners/routes';
import { createPractitionerService } from './features/practitioners/service';
import { profileRoutes } from './features/profile/routes';
import { createProfileService } from './features/profile/service';
import { checklistRoutes } from './features/progress/checklist-routes';
import { createChecklistService } from './features/progress/checklist-service';
import { progressRoutes } from './features/progress/routes';
import { createProgressService } from './features/progress/service';
import { providerDashboardRoutes } from './features/provider-dashboard/routes';
import { createProviderDashboardService } from './features/provider-dashboard/service';
import { providerSignupRoutes } from './features/provider-signup/routes';
import { createProviderSignupService } from './features/provider-signup/service';
import { recommendationRoutes } from './features/recommendations/routes';
import { createRecommendationService } from './features/recommendations/service';
import { seoRoutes } from './features/seo/routes';
import { createSeoService } from './features/seo/service';
import { sharingRoutes } from './features/sharing/routes';
import { createSharingService } from './features/sharing/service';
import { loadShopContent } from './features/shop/content';
import { shopRoutes } from './features/shop/routes';
import { createShopService } from './features/shop/service';
import { subscriptionRoutes } from './features/subscription/routes';
import { createSubscriptionService } from './features/subscription/service';
import { successStoryRoutes } from './features/success-stories/routes';
import { createSuccessStoryService } from './features/success-stories/service';
import { symptomRoutes } from './features/symptoms/routes';
import { createSymptomService } from './features/symptoms/service';
import { waterRoutes } from './features/water/routes';
import { createWaterService } from './features/water/service';
import { createAirQualityProvider } from './features/wellness/air-quality';
import { wellnessRoutes } from './features/wellness/routes';
import { createWellnessService } from './features/wellness/service';
import type { TAssistantContextSources } from './lib/ai/context';
import type { AssistantEngine } from './lib/ai/engine';
import { createAssistantEngineFromEnv, createMediaAIFromEnv } from './lib/ai/from-config';
import { type AuditLog, createAuditLog } from './lib/audit';
import { type BackgroundTasks, createBackgroundTasks } from './lib/background';
import { rateLimitSubject } from './lib/client-address';
import { createFieldCipher, parseOldEncryptionKeys } from './lib/crypto';
import { eraseInfrastructureTraces } from './lib/erasure';
import { createJobs, type Jobs } from './lib/jobs';
import { createLogger, pathOnly } from './lib/logger';
import { createMailer, eraseExpiredOutboxBodies, type Mailer } from './lib/mailer';
import {
  createPaymentProvider,
  eraseSandboxRecordsOf,
  isStripeProvider,
  type PaymentProvider,
  sandboxOf,
  stripeWebhookRoutes,
} from './lib/payments';
import { createRateLimiter } from './lib/rate-limit';
import { createSessionStore, type SessionStore } from './lib/session-store';
import { trustProxyOption } from './lib/trust-proxy';
import { registerApiReference } from './plugins/api-reference';
import authGuards from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';
import { registerInputChecks } from './plugins/input';
import { registerRateLimits } from './plugins/rate-limit';
import { registerSecurity } from './plugins/security';
import { registerSecurityEvents } from './plugins/security-events';
import { responseSerializerCompiler } from './plugins/serializer';
import { registerServerErrors } from './plugins/server-errors';

export type AppDeps = {
  env: Env;
  database: Database;
  sessionSecret: string;
  encryptionKey: Buffer;
  /** Directory of the built client; omitted → the API only. */
  clientDir?: string | null;
  /** The server's logger; omitted → silent (tests). */
  logger?: pino.Logger;
  mailer?: Mailer;
  /** The clock of the subscription, water and fasting areas; tests of trial expiry inject one. */
  now?: () => Date;
  /** The assistant engine of the stored chat; tests inject failing or chunked ones. */
  assistantEngine?: AssistantEngine;
  /** The card processor of the billing area (docs/product/payments.md#providers). */
  paymentProvider?: PaymentProvider;
  /** The wellness library's files (content/library); tests use fixtures. */
  libraryDir?: string;
  /** The shop's files (content/shop); tests whose library is a fixture give tips that fit it. */
  shopDir?: string;
  /** Told of every route as it is added, with its schemas (the request fuzzer, docs/testing.md#fuzzing). */
  onRoute?: (route: RouteOptions) => void;
};

export type App = FastifyInstance & {
  services: {
    audit: AuditLog;
    auth: ReturnType<typeof createAuthService>;
    /** Admins' second factor (admin:create and ADMIN_TOTP_SECRET at start). */
    adminAuth: AdminAuthService;
    /** Work started after an answer (the password-reset mail); drained on close. */
    background: BackgroundTasks;
    jobs: JobRunner;
    /** Scheduled and queued background jobs on pg-boss (docs/architecture.md#background-jobs). */
    backgroundJobs: Jobs;
    /** Every area's part of a person's data (the export and the account erasure). */
    userData: readonly UserDataArea[];
    sessions: SessionStore;
    /** Levels and achievements (the achievements backfill, scripts/achievements-backfill.ts). */
    gamification: GamificationService;
    /** The card processor (docs/product/payments.md#providers); the billing area handles its events. */
    paymentProvider: PaymentProvider;
    /** The admin analytics dashboard (its rollup job's work, for the benchmark and tests). */
    analyticsDashboard: AnalyticsDashboardService;
    /** Payments, renewals and reconciliation (run by the jobs). */
    billing: BillingService;
    /** The daily admin report and its run (docs/product/admin.md#daily-report). */
    adminReport: AdminReportService;
  };
};

const HERE = path.dirname(fileURLToPath(import.meta.url));
const APP_VERSION = (
  JSON.parse(fs.readFileSync(path.resolve(HERE, '..', 'package.json'), 'utf8')) as { version: string }
).version;
export const DEFAULT_CLIENT_DIR = path.resolve(HERE, '..', 'dist', 'client');

/** Builds the Fastify app without listening (tests use `app.inject`). */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { env, database } = deps;
  const { db, pool } = database;

  const app = Fastify({
    loggerInstance: (deps.logger ?? createLogger('silent')) as FastifyBaseLogger,
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  // The test suite also checks every answer against its zod schema (server/plugins/serializer.ts).
  app.setSerializerCompiler(responseSerializerCompiler({ verify: env.NODE_ENV === 'test' }));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  registerInputChecks(app);
  await registerSecurity(app, {
    secureTransport: env.secureTransport,
    stripe: deps.paymentProvider ? deps.paymentProvider.name === 'stripe' : env.PAYMENT_PROVIDER === 'stripe',
    allowedOrigins: [
      new URL(env.appUrl).origin,
      ...(env.isProduction ? [] : ['http://localhost:5173', 'http://127.0.0.1:5173']),
    ],
  });
  await app.register(cookie);

  const names = cookieNames(env.secureTransport);
  const sessionStore = createSessionStore({
    pool,
    idleMinutes: env.SESSION_IDLE_MINUTES,
    adminIdleMinutes: env.ADMIN_SESSION_IDLE_MINUTES,
    log: app.log,
  });
  await sessionStore.start();
  await app.register(authGuards, {
    store: sessionStore,
    secret: deps.sessionSecret,
    cookieName: names.session,
  });

  const mailer = deps.mailer ?? createMailer(db, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  const audit = createAuditLog(pool);
  // Before any route, so every answer passes through it (docs/data-protection.md#security-events).
  await registerSecurityEvents(app, {
    audit,
    userIdOfEmail: async (email) => {
      const { rows } = await pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
        email.trim().toLowerCase(),
      ]);
      return rows[0]?.id ?? null;
    },
  });
  // The daily admin report (docs/product/admin.md#daily-report); it also counts server errors, so
  // their recorder goes before any route.
  const adminReportService = createAdminReportService({
    db,
    mailer,
    appUrl: env.appUrl,
    log: app.log,
    now: deps.now,
  });
  registerServerErrors(app, { record: (entry) => adminReportService.recordServerError(entry) });
  // Field encryption: the current key writes, older keys still read (docs/data-protection.md#keys-and-rotation).
  const cipher = createFieldCipher(deps.encryptionKey, {
    old: parseOldEncryptionKeys(env.DATA_ENCRYPTION_KEYS_OLD),
    log: app.log,
  });
  const background = createBackgroundTasks(app.log);
  // Scheduled and queued jobs (docs/architecture.md#background-jobs): areas declare theirs while the
  // app is built; they start when it is ready and stop when it closes.
  const backgroundJobs = createJobs({ pool, log: app.log, enabled: env.BACKGROUND_JOBS });
  const limiter = createRateLimiter(db);
  await registerRateLimits(app, limiter);
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: env.OIDC_ISSUER }
      : undefined;
  const auth = createBetterAuth({
    db,
    mailer,
    secret: deps.sessionSecret,
    appUrl: env.appUrl,
    secureCookies: env.secureTransport,
    google,
    onPasswordResetRequested: async ({ email, token }) => {
      const link = `${env.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await mailer.send({
        to: email,
        subject: 'Reset your Infinite Wellness password',
        text: `We received a request to reset your password.\n\nOpen this link within 1 hour to choose a new one:\n${link}\n\nIf you did not ask for this, you can ignore this email; your password stays the same.`,
      });
    },
  });
  const authService = createAuthService({
    db,
    auth,
    limiter,
    sessions: sessionStore,
    limits: { failuresPer15Min: env.SIGNIN_FAILURES_PER_15_MIN },
    appUrl: env.appUrl,
    background,
    adminIdleMinutes: env.ADMIN_SESSION_IDLE_MINUTES,
  });

  // `/api` and `/api.json`: the reference lists the routes registered after this.
  await registerApiReference(app, { version: APP_VERSION, sessionCookie: names.session });
  // Premium and the trial (docs/product/premium.md#gating-and-counting): other areas gate and count through this service.
  const subscriptionService = createSubscriptionService({ db, now: deps.now });
  await app.register(authRoutes, {
    service: authService,
    auth,
    // Premium or an active trial (docs/product/premium.md#trial).
    isPremium: (userId) => subscriptionService.hasPremiumAccess(userId),
    googleEnabled: Boolean(google),
    perIpPerMinute: env.RATE_LIMIT_AUTH_PER_MINUTE,
  });
  // Admin sign-in with the second factor (docs/product/admin.md#sign-in).
  const adminAuthService = createAdminAuthService({ db, cipher, audit, accounts: authService });
  await app.register(adminAuthRoutes, {
    service: adminAuthService,
    perIpPerMinute: env.RATE_LIMIT_AUTH_PER_MINUTE,
  });
  const symptomService = createSymptomService({ db, cipher, audit });
  await app.register(symptomRoutes, { service: symptomService });
  await app.register(subscriptionRoutes, { service: subscriptionService });
  const tracking = { db, audit, subscription: subscriptionService, now: deps.now };
  const waterService = createWaterService(tracking);
  const fastingService = createFastingService(tracking);
  await app.register(waterRoutes, { service: waterService });
  await app.register(fastingRoutes, { service: fastingService });
  // Completed workouts: read by streaks, XP, achievements, insights and the journey. The exercise
  // area's readers of other areas are created further down; it calls them only while answering requests.
  const exerciseService = createExerciseService({
    db,
    cipher,
    audit,
    healthMetrics: { scoresSince: (userId, since) => healthMetrics.scoresSince(userId, since) },
    symptoms: symptomService,
    profile: { chronicConditions: (userId) => profileService.chronicConditions(userId) },
    weightKg: (actor) => onboardingService.weightKg(actor),
    now: deps.now,
  });
  await app.register(exerciseRoutes, { service: exerciseService });
  // Wellness challenges (docs/product/challenges.md): the public catalogue from content/challenges,
  // runs and ticks; premium ones are decided by the subscription service. Levels read the ticks.
  const challengeService = createChallengeService({
    db,
    cipher,
    audit,
    subscription: subscriptionService,
    accounts: authService,
    now: deps.now,
  });
  await app.register(challengeRoutes, { service: challengeService });
  // The assistant engine (docs/assistant-providers.md): one instance from env for the health chat and the stored chat.
  const assistantEngine =
    deps.assistantEngine ??
    createAssistantEngineFromEnv(env, { onWarn: (message, details) => app.log.warn(details, message) });
  const profileService = createProfileService({
    db,
    cipher,
    audit,
    accounts: authService,
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    sessions: sessionStore,
    mailer,
    background,
    appUrl: env.appUrl,
  });
  const healthMetrics = createHealthMetricService({ db, cipher, audit });
  // What the assistant may look at for trend questions: each area's own service.
  const assistantContext: TAssistantContextSources = {
    recentSymptoms: symptomService.recentSince,
    recentCheckIns: healthMetrics.scoresSince,
    chronicConditions: profileService.chronicConditions,
  };
  // The stored assistant chat (/chat, /ai-assistant).
  const chatService = createChatService({
    db,
    cipher,
    audit,
    engine: assistantEngine,
    privacy: profileService.assistantPrivacy,
    context: assistantContext,
  });
  await app.register(chatRoutes, { service: chatService });
  await app.register(profileRoutes, { service: profileService });
  // Home dashboard: check-ins, recommendations and progress summarise the areas above.
  const recommendations = createRecommendationService({ db, audit, symptoms: symptomService, healthMetrics });
  await app.register(healthMetricRoutes, { service: healthMetrics });
  await app.register(recommendationRoutes, { service: recommendations });
  const communityService = createCommunityService({ db });
  const progressService = createProgressService({
    audit,
    symptoms: symptomService,
    healthMetrics,
    recommendations,
    activitySources: [communityService.activityDays],
  });
  await app.register(progressRoutes, { service: progressService });
  // Simple onboarding, the progress checklist's facts and the share-insights dialog.
  const onboardingService = createOnboardingService({ db, cipher, audit });
  await app.register(onboardingRoutes, { service: onboardingService });
  // The guided tour's saved place, and its symptoms handed to the symptom log with consent.
  const onboardingTourService = createOnboardingTourService({ db, cipher, audit, symptoms: symptomService });
  await app.register(onboardingTourRoutes, { service: onboardingTourService });
  const practitionerService = createPractitionerService({ db, cipher, audit, accounts: authService });
  await app.register(checklistRoutes, {
    service: createChecklistService({
      audit,
      symptoms: symptomService,
      healthMetrics,
      communityActivity: communityService.activityDays,
      onboarding: onboardingService,
      accounts: authService,
      practitioners: practitionerService,
    }),
  });
  await app.register(sharingRoutes, {
    service: createSharingService({
      audit,
      progress: progressService,
      symptoms: symptomService,
      healthMetrics,
      recommendations,
    }),
  });
  const airQuality = createAirQualityProvider({
    urlTemplate: env.AIR_QUALITY_API_URL,
    onError: (message, err) => app.log.warn({ err }, message),
  });
  await app.register(wellnessRoutes, {
    service: createWellnessService({ accounts: authService, airQuality }),
  });
  const feedbackService = createFeedbackService({ db, cipher, audit, accounts: authService, now: deps.now });
  await app.register(feedbackRoutes, { service: feedbackService });
  // Data Management (export job + account deletion): the export job runs in-process on data_exports.
  const jobs: JobRunner = createJobRunner({
    step: () => accountService.processNext(),
    housekeeping: () => accountService.eraseExpired(),
    pollMs: 30_000,
    onError: (error) => app.log.error({ err: error }, 'Data export job failed'),
  });
  // The Premium Nutrition Assistant (USDA lookup, label OCR, optional remote vision/speech; docs/product/nutrition.md).
  const nutritionService = createNutritionAnalysisService({
    db,
    cipher,
    audit,
    now: deps.now,
    ports: createNutritionPorts({
      db,
      readLabel: readNutritionLabel,
      media: createMediaAIFromEnv(env, { onWarn: (message, details) => app.log.warn(details, message) }),
      remoteConfigured: env.AI_PROVIDER === 'openai',
      allowRemote: async (userId) => (await profileService.assistantPrivacy(userId)).allowRemote,
      weightKg: (actor) => onboardingService.weightKg(actor),
      subscription: subscriptionService,
    }),
  });
  // The insights export: the period's days as CSV and the doctor summary, the caller's own data.
  await app.register(insightsExportRoutes, {
    service: createInsightsExportService({
      audit,
      healthMetrics,
      symptoms: symptomService,
      water: waterService,
      fasting: fastingService,
      nutrition: nutritionService,
      exercise: exerciseService,
      profile: profileService,
      accounts: authService,
      now: deps.now,
    }),
  });
  const accountService = createAccountService({
    db,
    cipher,
    audit,
    mailer,
    people: authService,
    identity: authService,
    userData: () => userData,
    appUrl: env.appUrl,
    onQueued: () => jobs.kick(),
    log: app.log,
  });
  await app.register(accountRoutes, {
    service: accountService,
    cookies: [names.session, names.dontRemember],
  });
  jobs.start();
  await app.register(communityRoutes, { service: communityService });
  // Success stories: shared by members, published after an admin's review.
  const successStoryService = createSuccessStoryService({ db, cipher, audit });
  await app.register(successStoryRoutes, { service: successStoryService });
  await app.register(practitionerRoutes, { service: practitionerService });
  // Practice settings: video, fee and new patients, straight onto the practitioner's listing.
  await app.register(practiceSettingsRoutes, { service: createPracticeSettingsService({ db, audit }) });
  // Provider signup: a practitioner account with its hidden listing, profile and practice trial.
  const providerSignupService = createProviderSignupService({
    db,
    audit,
    accounts: authService,
    now: deps.now,
  });
  await app.register(providerSignupRoutes, {
    service: providerSignupService,
    perIpPerMinute: env.RATE_LIMIT_AUTH_PER_MINUTE,
  });
  // The practitioner's own profile and photo; the listing changes only on an admin's approval.
  const practiceProfileService = createPracticeProfileService({ db, audit });
  await app.register(practiceProfileRoutes, { service: practiceProfileService });
  // Admins review practitioners' submitted profiles; approval puts the profile in the directory.
  const practiceReviewService = createPracticeReviewService({
    db,
    audit,
    mailer,
    background,
    appUrl: env.appUrl,
    accounts: authService,
  });
  await app.register(practiceReviewRoutes, { service: practiceReviewService });
  // The admins' moderation queues (docs/product/admin.md#moderation): each queue's data stays in its area.
  await app.register(moderationRoutes, {
    service: createModerationService({
      db,
      audit,
      community: communityService,
      feedback: feedbackService,
      practitioners: practitionerService,
      challenges: challengeService,
      successStories: successStoryService,
      practiceReview: practiceReviewService,
    }),
  });
  // Public practitioner profiles, their view counts and reviews (docs/product/practice.md#public-profile).
  const practicePublicService = createPracticePublicService({
    db,
    practitioners: practitionerService,
    accounts: authService,
    now: deps.now,
  });
  await app.register(practicePublicRoutes, { service: practicePublicService });
  // The provider dashboard (docs/product/practice.md#dashboard): the practice's review state, plan and numbers.
  await app.register(providerDashboardRoutes, {
    service: createProviderDashboardService({ db, subscription: subscriptionService, now: deps.now }),
  });
  await app.register(assistantRoutes, {
    service: createAssistantService({
      db,
      audit,
      engine: assistantEngine,
      privacy: profileService.assistantPrivacy,
      context: assistantContext,
      practitioners: practitionerService,
      community: communityService,
    }),
  });
  await app.register(nutritionAnalysisRoutes, { service: nutritionService });
  // Wellness insights from the person's own data (docs/product/insights.md).
  const insightsService = createInsightsService({
    db,
    audit,
    healthMetrics,
    symptoms: symptomService,
    nutrition: nutritionService,
    water: waterService,
    fasting: fastingService,
    exercise: exerciseService,
    subscription: subscriptionService,
    now: deps.now,
  });
  await app.register(insightsRoutes, { service: insightsService });
  // Consultation requests (docs/product/practice.md#consultation-requests): the shared records are
  // read now, through each area's service, only as the patient ticked them.
  const consultationService = createConsultationService({
    db,
    cipher,
    audit,
    mailer,
    background,
    limiter,
    appUrl: env.appUrl,
    subscription: subscriptionService,
    symptoms: symptomService,
    healthMetrics,
    insights: insightsService,
    accounts: authService,
    now: deps.now,
  });
  await app.register(consultationRoutes, { service: consultationService });
  // A/B experiments, assignment and conversions (docs/product/ab-testing.md).
  const abTestingService = createAbTestingService({ db, now: deps.now });
  await app.register(abTestingRoutes, { service: abTestingService, secureCookies: env.secureTransport });
  const analyticsService = createAnalyticsService({ db, analyticsConsent: profileService.analyticsConsent });
  await app.register(analyticsRoutes, {
    service: analyticsService,
    perIpPerMinute: env.RATE_LIMIT_ANALYTICS_PER_MINUTE,
  });
  // The admin analytics dashboard (docs/product/admin.md#analytics-dashboard): counts from the events,
  // whole past days from rollups written every hour.
  const analyticsDashboardService = createAnalyticsDashboardService({ db, now: deps.now });
  await app.register(analyticsDashboardRoutes, { service: analyticsDashboardService });
  await backgroundJobs.schedule('analytics-dashboard.rollup', '7 * * * *', async () => {
    await analyticsDashboardService.rollUp();
  });
  // The public wellness library (docs/product/library.md), read and checked from its files now: a
  // broken file stops the start with its name and the problem.
  const libraryEntries = loadLibraryCatalogue(deps.libraryDir);
  const libraryService = createLibraryService({
    entries: libraryEntries,
    analytics: analyticsService,
    subscription: subscriptionService,
    now: deps.now,
  });
  // The Wellness Shop (docs/product/shop.md): our catalogue from content/shop, checked here at start
  // (a tip's article must be in the library); the tips read the person's symptoms and profile
  // conditions through their areas.
  await app.register(shopRoutes, {
    service: createShopService({
      content: loadShopContent({ library: libraryService.articles(), dir: deps.shopDir }),
      audit,
      symptoms: symptomService,
      conditions: (userId) => profileService.chronicConditions(userId),
      analytics: analyticsService,
      mayCountClickFrom: async (ip) =>
        (await limiter.hit(`shop-deal:ip:${rateLimitSubject(ip)}`, env.RATE_LIMIT_ANALYTICS_PER_MINUTE, 60))
          .allowed,
      onRecordError: (err) => app.log.warn({ err }, 'Could not count a shop deal click'),
      now: deps.now,
    }),
  });
  await app.register(libraryRoutes, { service: libraryService });
  // Levels, XP, achievements, streaks and the weekly challenge, from every area's stored activity
  // (docs/product/achievements.md); the journey reads earned achievements from it.
  const gamificationService = createGamificationService({
    db,
    audit,
    appUrl: env.appUrl,
    now: deps.now,
    sources: {
      symptoms: symptomService,
      checkIns: healthMetrics,
      meals: nutritionService,
      exercise: exerciseService,
      water: waterService,
      fasting: fastingService,
      chat: chatService,
      community: communityService,
      challenges: challengeService,
      subscription: subscriptionService,
      accounts: authService,
    },
  });
  await app.register(gamificationRoutes, { service: gamificationService });
  // The wellness journey (docs/product/journey.md): each area's own read, merged into one timeline.
  await app.register(journeyRoutes, {
    service: createJourneyService({
      audit,
      symptoms: symptomService,
      checkIns: healthMetrics,
      meals: nutritionService,
      water: waterService,
      fasting: fastingService,
      exercise: exerciseService,
      gamification: gamificationService,
      describeAchievement: (id) => gamificationService.describeAchievement(id),
    }),
  });

  // The card processor (docs/product/payments.md#providers). The built-in sandbox brings its card form
  // and bank page, and hands over events a stopped server or a failing handler left undelivered.
  // Stripe's signed webhooks arrive on their own public route (docs/product/payments.md#stripe).
  const paymentProvider =
    deps.paymentProvider ??
    createPaymentProvider(
      { provider: env.PAYMENT_PROVIDER, stripe: env.stripe },
      { db, now: deps.now, log: app.log },
    );
  if (isStripeProvider(paymentProvider)) {
    await app.register(stripeWebhookRoutes, { provider: paymentProvider });
  }
  const sandboxPayments = sandboxOf(paymentProvider);
  if (sandboxPayments) {
    await app.register(sandboxPaymentRoutes, { sandbox: sandboxPayments });
    const redeliver = () =>
      sandboxPayments
        .redeliverPending()
        .then(() => undefined)
        .catch((err: unknown) => app.log.error({ err }, 'Could not redeliver sandbox payment events'));
    app.addHook('onReady', redeliver);
    await backgroundJobs.schedule('payments.sandbox-redeliver', '* * * * *', redeliver);
  }
  // Payments and the paid subscription (docs/product/payments.md): the processor's events are applied
  // by this service alone; it grants Premium through the subscription service.
  const billingService = createBillingService({
    db,
    provider: paymentProvider,
    subscription: subscriptionService,
    accounts: authService,
    analytics: analyticsService,
    mailer,
    appUrl: env.appUrl,
    log: app.log,
    now: deps.now,
  });
  paymentProvider.onEvent((event) => billingService.handleEvent(event));
  await app.register(billingRoutes, { service: billingService });
  // At start and every 5 minutes: payments confirmed at the processor while no server applied them;
  // every 15 minutes, the renewals due (docs/product/payments.md#the-subscriptions-life). Each
  // scheduled job runs in one instance at a time.
  const reconcilePayments = () =>
    billingService
      .reconcile()
      .then(() => undefined)
      .catch((err: unknown) => app.log.error({ err }, 'Could not reconcile pending payments'));
  app.addHook('onReady', reconcilePayments);
  await backgroundJobs.schedule('billing.reconcile', '*/5 * * * *', reconcilePayments);
  await backgroundJobs.schedule('billing.renewals', '*/15 * * * *', async () => {
    const summary = await billingService.runDueRenewals();
    if (summary.charged + summary.ended + summary.failed > 0) app.log.info(summary, 'Renewals run');
  });

  await app.register(adminReportRoutes, { service: adminReportService });
  // Every day at 18:00 in Los Angeles, in one instance; a failed run is retried and resumes where it stopped.
  await backgroundJobs.schedule(
    ADMIN_REPORT_JOB,
    ADMIN_REPORT_SCHEDULE.cron,
    async () => {
      await adminReportService.runDaily();
    },
    ADMIN_REPORT_SCHEDULE.options,
  );

  // Each area's part of a person's data (docs/product/data-rights.md): its section(s) of the data
  // export and the erasure of its rows when the account is deleted. The order follows the foreign
  // keys: an area comes after every area whose rows its rows reference. The export walks the list
  // forwards; the erasure, in one transaction, walks it backwards, so the account itself (the
  // `users` row, its sessions and sign-in methods) goes last. server/features/account/user-data.int.test.ts
  // fails for a table holding a user's rows that no area here covers, and checks the order.
  const userData = defineUserDataRegistry([
    userDataArea('auth', ['users', 'sessions', 'accounts'], authService, {
      // Pending sign-in and reset tokens are secrets: erased, never exported.
      erasedOnly: ['verifications'],
    }),
    userDataArea('profile', ['user_settings', 'user_medical_lists', 'avatars'], profileService),
    userDataArea('onboarding', ['onboarding_answers'], onboardingService),
    userDataArea('onboarding-tour', ['onboarding_tour_progress'], onboardingTourService),
    userDataArea('symptoms', ['symptoms'], symptomService),
    userDataArea('health-metrics', ['health_metrics'], healthMetrics),
    userDataArea('recommendations', ['recommendation_feedback'], recommendations),
    // Posts and comments stay, public, by 'Deleted user'; likes, follows and reports go.
    userDataArea(
      'community',
      ['posts', 'comments', 'post_likes', 'topic_follows', 'post_reports'],
      communityService,
    ),
    // Stories go with their author (published or not), and so do the person's likes and reports.
    userDataArea(
      'success-stories',
      ['success_stories', 'success_story_likes', 'success_story_reports'],
      successStoryService,
    ),
    // The ratings stay without an author; the text, contact details and prompt counters go.
    userDataArea('feedback', ['feedback', 'feedback_prompt_state'], feedbackService),
    userDataArea('practitioners', ['practitioners', 'practitioner_type_requests'], practitionerService),
    // The practitioner's working copy of their profile, with its plan and trial (its listing is above).
    userDataArea('provider-signup', ['practitioner_profiles'], providerSignupService),
    // The practice profile's photos (they reference the listing, so they come after it).
    userDataArea('practice-profile', ['practitioner_photos'], practiceProfileService),
    // Reviews written by the person go; each listing's rating is recomputed without them.
    userDataArea('practice-public', ['practitioner_reviews'], practicePublicService),
    // The patient's consultation requests (decrypted in the export); requests sent to a practitioner
    // go with their listing.
    userDataArea('consultations', ['consultation_requests'], consultationService),
    userDataArea('chat', ['chat_messages'], chatService),
    userDataArea('nutrition-analysis', ['nutrition_analyses'], nutritionService),
    userDataArea('subscription', ['subscriptions'], subscriptionService),
    // Invoices stay without the person (the business's accounting record); payments, cards and the
    // processor's events about them go.
    userDataArea('billing', ['payment_methods', 'payments', 'invoices'], billingService, {
      erasedOnly: ['payment_events'],
    }),
    userDataArea('water', ['water_entries', 'water_goals'], waterService),
    userDataArea('fasting', ['fasts', 'fasting_note_acknowledgements'], fastingService),
    userDataArea('exercise', ['exercise_completions'], exerciseService),
    // Runs, ticks and custom challenge requests (their text decrypted in the export).
    userDataArea(
      'challenges',
      ['challenge_participations', 'challenge_task_completions', 'challenge_requests'],
      challengeService,
    ),
    userDataArea('insights', ['insight_trial_uses'], insightsService),
    // The events stay as anonymous counts.
    userDataArea('analytics', ['analytics_events'], analyticsService),
    // The variants the person was shown and their conversions go; experiments they created stay.
    userDataArea(
      'ab-testing',
      ['experiments', 'experiment_assignments', 'experiment_conversions'],
      abTestingService,
    ),
    // The days a person had linked usage events (the dashboard's rollup) go with the account; the
    // export has them already, as the times of the analytics events.
    userDataArea('analytics-dashboard', ['analytics_user_days'], analyticsDashboardService),
    // Earned achievements, streak freezes, completed weekly challenges and share links (the links go).
    userDataArea(
      'gamification',
      ['user_achievements', 'streak_freezes', 'weekly_challenge_rewards', 'achievement_share_links'],
      gamificationService,
    ),
    userDataArea('account', ['data_exports'], accountService),
    // An admin's own address leaves the daily report's list; the addresses they added stay, unsigned.
    // An admin's second factor: the export says whether it is set up, never the secret or the codes.
    userDataArea('admin-auth', ['admin_two_factor', 'admin_recovery_codes'], adminAuthService),
    userDataArea('admin-report', ['admin_report_schedules'], adminReportService),
    {
      // The sandbox card processor's records of the person's test payments: ids and card tokens, no card
      // numbers; the billing area's tables are their record (docs/data-protection.md#the-sandbox-card-processor).
      area: 'payments-sandbox',
      tables: [],
      erasedOnly: ['sandbox_intents', 'sandbox_cards', 'sandbox_events'],
      exportForUser: async () => ({}),
      eraseForUser: eraseSandboxRecordsOf,
    },
    {
      // Mail addressed to the person and rate-limit counters named after them (server/lib/erasure.ts).
      area: 'infrastructure',
      tables: [],
      erasedOnly: ['outbox', 'rate_limits'],
      exportForUser: async () => ({}),
      eraseForUser: async (tx, userId) => {
        const email = await authService.emailOf(tx, userId);
        if (email !== null) await eraseInfrastructureTraces(tx, userId, email);
      },
    },
  ]);

  // Constant answer: load balancers' liveness probe, and the benchmark's baseline route.
  app.get('/api/version', async () => ({ name: 'infinite-wellness', version: APP_VERSION }));

  app.get('/healthz', async () => {
    await pool.query('SELECT 1');
    return { ok: true };
  });

  const clientDir = deps.clientDir === undefined ? DEFAULT_CLIENT_DIR : deps.clientDir;
  const publicPaths = await registerClient(app, clientDir, names.session, {
    sharedAchievement: gamificationService.sharedAchievement,
    practitionerProfile: practicePublicService.headProfile,
    appUrl: env.appUrl,
  });
  // SEO Magic (docs/product/admin.md#seo-magic): keywords weighed against our own texts; the health
  // check crawls the public pages above through the app itself.
  await app.register(seoRoutes, {
    service: createSeoService({
      db,
      corpusTexts: [
        ...libraryEntries.map((entry) => `${entry.title}. ${entry.summary}\n${entry.bodyText}`),
        ...loadChallenges().map(
          (challenge) =>
            `${challenge.title}. ${challenge.description}\n${challenge.tasks.map((t) => t.task).join('\n')}`,
        ),
      ],
      publicPaths: () => publicPaths,
      fetchPage: async (pagePath) => {
        const res = await app.inject({ method: 'GET', url: pagePath });
        return {
          status: res.statusCode,
          contentType: String(res.headers['content-type'] ?? ''),
          body: res.body,
        };
      },
      practitionerProfile: practicePublicService.headProfile,
      appUrl: env.appUrl,
      now: deps.now,
    }),
  });

  // Hourly, and once now: old rate-limit windows, and the bodies (reset and export links) of outbox
  // mail older than a day (docs/data-protection.md#email).
  const eraseOutboxBodies = () =>
    eraseExpiredOutboxBodies(db).catch((err) =>
      app.log.warn({ err }, 'Could not erase old outbox mail bodies'),
    );
  await eraseOutboxBodies();
  const pruneTimer = setInterval(
    () => {
      void limiter.prune().catch(() => {});
      void eraseOutboxBodies();
    },
    60 * 60 * 1000,
  );
  pruneTimer.unref();
  app.addHook('onReady', () => backgroundJobs.start());
  app.addHook('onClose', async () => {
    clearInterval(pruneTimer);
    await backgroundJobs.stop();
    await background.drain();
    await sandboxPayments?.drain();
    await jobs.stop();
    await sessionStore.close();
    await closeNutritionLabelReader();
  });

  return Object.assign(app, {
    services: {
      audit,
      auth: authService,
      adminAuth: adminAuthService,
      background,
      jobs,
      backgroundJobs,
      userData,
      sessions: sessionStore,
      gamification: gamificationService,
      paymentProvider,
      billing: billingService,
      analyticsDashboard: analyticsDashboardService,
      adminReport: adminReportService,
    },
  }) as unknown as App;
}

/**
 * Serves the built client: hashed assets cached for a year (pre-compressed .br/.gz when present),
 * prerendered public pages to signed-out visitors, and the SPA shell for every other page.
 */
async function registerClient(
  app: FastifyInstance,
  clientDir: string | null,
  sessionCookie: string,
  pages: {
    /** A shared achievement by its token, for its page's Open Graph tags; null when unknown or revoked. */
    sharedAchievement: (token: string) => Promise<TPublicAchievement | null>;
    /** A listed practitioner's public profile, for its page's head; null when not listed. */
    practitionerProfile: (id: string) => Promise<TPublicPractitionerProfile | null>;
    appUrl: string;
  },
): Promise<string[]> {
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : null;
  const hasClient = Boolean(indexFile && fs.existsSync(indexFile));
  let shell: HtmlPage | null = null;
  const prerendered = new Map<string, HtmlPage>();
  if (hasClient && clientDir && indexFile) {
    shell = htmlPage(fs.readFileSync(indexFile, 'utf8'));
    const manifestFile = path.join(clientDir, 'prerender-manifest.json');
    if (fs.existsSync(manifestFile)) {
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, string>;
      // Prerendered pages name the site (canonical links, structured data) before its address is
      // known: this server's own origin goes in (docs/product/library.md#prerendering).
      const origin = new URL(pages.appUrl).origin;
      for (const [route, file] of Object.entries(manifest)) {
        const html = fs.readFileSync(path.join(clientDir, file), 'utf8').replaceAll(PRERENDER_ORIGIN, origin);
        prerendered.set(route, htmlPage(html));
      }
    }
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker is checked on every page load, so a new build reaches the phone at once
        // (docs/product/install.md).
        const isServiceWorker = filePath === path.join(clientDir, SERVICE_WORKER_FILE);
        res.header(
          'cache-control',
          immutable
            ? 'public, max-age=31536000, immutable'
            : isServiceWorker
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = pathOnly(request.url) || '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing asset (an old hashed file after a deploy) must be a 404, not the HTML shell.
    const isAsset = pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname);
    if (
      !wantsPage ||
      isAsset ||
      pathname.startsWith('/api/') ||
      pathname === '/api' ||
      pathname.startsWith('/auth/') ||
      !shell
    ) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    }
    // A shared achievement's page, signed in or not: the shell with that achievement's Open Graph tags
    // (docs/product/achievements.md#sharing); an unknown or revoked token gets the shell as it is.
    const shared = SHARED_ACHIEVEMENT_PATH.exec(pathname);
    if (shared?.[1]) {
      const achievement = await pages.sharedAchievement(shared[1]).catch((err: unknown) => {
        request.log.warn({ err }, 'Could not read a shared achievement for its page');
        return null;
      });
      if (achievement) {
        const html = withSharedAchievementTags(shell.raw, achievement, `${pages.appUrl}${pathname}`);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('vary', 'Accept-Encoding, Cookie')
          .send(html);
      }
    }
    // A practitioner's public profile, signed in or not: the shell with its title, description,
    // canonical link and structured data (docs/product/practice.md#public-profile); an id that is
    // not listed gets the shell as it is, with status 404 (the page shows its not-found state).
    const practitioner = PRACTITIONER_PROFILE_PATH.exec(pathname);
    if (practitioner?.[1]) {
      const profile = await pages.practitionerProfile(practitioner[1]).catch((err: unknown) => {
        request.log.warn({ err }, 'Could not read a practitioner profile for its page');
        return undefined;
      });
      if (profile !== undefined) {
        const url = profile ? `${new URL(pages.appUrl).origin}/practitioner-profile/${profile.id}` : '';
        return reply
          .status(profile ? 200 : 404)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('vary', 'Accept-Encoding, Cookie')
          .send(profile ? withPractitionerHead(shell.raw, profile, url) : shell.raw);
      }
    }
    const signedIn = Boolean(request.cookies[sessionCookie]);
    const page = (!signedIn && prerendered.get(pathname)) || shell;
    const accept = String(request.headers['accept-encoding'] ?? '');
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding, Cookie');
    if (/\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(page.br);
    if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.raw);
  });
  return [...prerendered.keys()];
}

/** The service worker vite-plugin-pwa writes into the built client (scripts/lib/pwa.ts). */
const SERVICE_WORKER_FILE = 'sw.js';

type HtmlPage = { raw: string; readonly br: Buffer; readonly gzip: Buffer };

/**
 * HTML pages are fixed per build. Each is compressed the first time it is asked for and kept, so the
 * start does not wait for every library page to be compressed (about 40 ms each).
 */
function htmlPage(raw: string): HtmlPage {
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    raw,
    get br() {
      br ??= zlib.brotliCompressSync(raw);
      return br;
    },
    get gzip() {
      gzip ??= zlib.gzipSync(raw, { level: 9 });
      return gzip;
    },
  };
}
