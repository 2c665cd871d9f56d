import { moreUrgentTriage } from '../../../common/assistant';
import {
  ASSISTANT_DISCLAIMER,
  ASSISTANT_LIMITS,
  EMERGENCY_TRIAGE_LEVELS,
  type TAnalyzeSymptomsResponse,
  type TFindDoctorsRequest,
  type TFindDoctorsResponse,
  type TGuidedProfile,
  type THealthChatRequest,
  type THealthChatResponse,
  type TRecommendCommunitiesResponse,
  type TRecommendedTestsResponse,
} from '../../../contract/assistant';
import { COMMUNITY_TOPICS, type TCommunityTopic } from '../../../contract/community';
import type { TPractitionerSpecialty } from '../../../contract/practitioners';
import type { Db } from '../../db/client';
import { analyze, recommendedTests, type TAnalysisProfile } from '../../lib/ai/analysis';
import { loadAssistantContext, type TAssistantContextSources } from '../../lib/ai/context';
import { toDirectorySpecialty } from '../../lib/ai/conversation/follow-ups';
import {
  type AssistantEngine,
  createLocalAssistantEngine,
  remoteAccessFor,
  type TAssistantPrivacyLookup,
} from '../../lib/ai/engine';
import { assessSafety } from '../../lib/ai/safety';
import { overallUrgency } from '../../lib/ai/triage';
import type { AuditLog } from '../../lib/audit';
import type { Actor } from '../../plugins/auth';
import type { CommunityService } from '../community/service';
import type { PractitionerService } from '../practitioners/service';

/** The health chat and the guided onboarding's analysis calls (docs/product/onboarding.md#guided-tour). */

const TOPIC_DESCRIPTIONS: Record<TCommunityTopic, string> = {
  'Fatigue Support': 'People living with ongoing tiredness share pacing, energy and rest strategies.',
  'Nutrition Tips': 'Practical food ideas and what has helped others eat well.',
  'Exercise & Movement': 'Gentle, sustainable ways to stay active.',
  'Mental Health': 'A supportive space to talk about anxiety, low mood and stress.',
  'Autoimmune Support':
    'For people managing thyroid, lupus, rheumatoid arthritis and other autoimmune conditions.',
  'Digestive Health': 'IBS, reflux, food sensitivities and other gut concerns.',
  'Sleep Issues': 'Insomnia, sleep apnea and tips for better rest.',
  'Pain Management': 'Living with chronic pain, fibromyalgia, headaches and joint pain.',
  'Success Stories': 'Progress and wins from members of the community.',
  'General Discussion': 'Everything wellness, and a good place to start.',
};

const TOPIC_CATEGORY: Record<TCommunityTopic, string> = {
  'Fatigue Support': 'Symptom support',
  'Nutrition Tips': 'Lifestyle',
  'Exercise & Movement': 'Lifestyle',
  'Mental Health': 'Mental health',
  'Autoimmune Support': 'Condition support',
  'Digestive Health': 'Condition support',
  'Sleep Issues': 'Symptom support',
  'Pain Management': 'Symptom support',
  'Success Stories': 'Inspiration',
  'General Discussion': 'General',
};

/** Keyword (lower case, matched against symptoms, conditions and the description) → topic. */
const TOPIC_KEYWORDS: readonly [TCommunityTopic, readonly string[]][] = [
  ['Fatigue Support', ['fatigue', 'tired', 'exhaust', 'chronic fatigue']],
  ['Sleep Issues', ['sleep', 'insomnia']],
  [
    'Digestive Health',
    ['ibs', 'irritable bowel', 'stomach', 'nausea', 'reflux', 'gerd', 'celiac', 'lactose', 'digest'],
  ],
  ['Mental Health', ['anxiety', 'depress', 'adhd', 'stress', 'panic']],
  [
    'Pain Management',
    [
      'chronic pain',
      'fibromyalgia',
      'joint pain',
      'muscle pain',
      'back pain',
      'migraine',
      'headache',
      'arthritis',
    ],
  ],
  ['Autoimmune Support', ['thyroid', 'lupus', 'rheumatoid', 'celiac', 'autoimmune', 'hashimoto']],
];

const toAnalysisProfile = (profile: TGuidedProfile): TAnalysisProfile => ({
  personalInfo: {
    age: profile.personalInfo.age > 0 ? profile.personalInfo.age : null,
    gender: profile.personalInfo.gender || null,
    location: profile.personalInfo.location,
  },
  healthHistory: profile.healthHistory,
  currentSymptoms: profile.currentSymptoms,
});

export function createAssistantService(deps: {
  db: Db;
  audit: AuditLog;
  /** The app's one assistant engine (server/app.ts, from env); the local engine when omitted. */
  engine?: AssistantEngine;
  /** Consent and identifiers; looked up only when the engine has a remote provider. */
  privacy?: TAssistantPrivacyLookup;
  /** The directory, for doctor suggestions near a ZIP code. */
  practitioners: Pick<PractitionerService, 'nearest'>;
  /** Topic activity, for community suggestions. */
  community: Pick<CommunityService, 'topicActivity'>;
  /**
   * The person's recent symptoms, check-ins and chronic conditions, from the symptoms,
   * health-metrics and profile services, for trend questions. Omitted → no context.
   */
  context?: TAssistantContextSources;
  now?: () => Date;
}) {
  const { db, audit, practitioners, community } = deps;
  const now = deps.now ?? (() => new Date());
  const engine = deps.engine ?? createLocalAssistantEngine();

  return {
    /**
     * POST /api/ai/health-chat. Nothing is stored, so no create audit; a red flag writes an
     * 'emergency_shown' audit row without the message or the kind of emergency.
     */
    async chat(actor: Actor, input: THealthChatRequest): Promise<THealthChatResponse> {
      const at = now();
      const [context, remote] = await Promise.all([
        deps.context ? loadAssistantContext(deps.context, actor.userId, at) : undefined,
        remoteAccessFor(engine, deps.privacy, actor.userId),
      ]);
      if (context) {
        await audit.read({
          actorUserId: actor.userId,
          subjectUserId: actor.userId,
          action: 'read',
          resource: 'assistant_context',
          resourceId: null,
          requestId: actor.requestId,
          ipAddress: actor.ip,
        });
      }
      const reply = await engine.respond({
        message: input.message,
        history: input.chatHistory,
        ...remote,
        context,
        now: at,
      });
      const { safety } = reply;
      if (safety.isEmergency) {
        await audit.write(db, {
          actorUserId: actor.userId,
          subjectUserId: actor.userId,
          action: 'emergency_shown',
          resource: 'assistant_message',
          resourceId: null,
          requestId: actor.requestId,
          ipAddress: actor.ip,
        });
      }
      let response = '';
      for await (const chunk of reply.chunks) response += chunk;
      return {
        response,
        extractedData: reply.extractedData,
        triage: safety.triage,
        isEmergency: safety.isEmergency,
        replyKind: safety.replyKind,
        help: safety.help,
        disclaimer: reply.disclaimer,
      };
    },

    /** POST /api/health/analyze-symptoms: the safety layer first, then the analysis engine. */
    analyzeSymptoms(profile: TGuidedProfile): TAnalyzeSymptomsResponse {
      const result = analyze(toAnalysisProfile(profile), { now: now() });
      const safety = assessSafety(profile.currentSymptoms.symptomDescription);
      // Urgency from the whole picture (docs/assistant-knowledge.md#triage), never below the safety layer's.
      let triage = overallUrgency(safety.triage, result);
      let riskLevel = result.riskLevel;
      const recommendations = [...result.recommendations];
      if (safety.isEmergency || EMERGENCY_TRIAGE_LEVELS.includes(triage)) {
        triage = moreUrgentTriage(triage, 'emergency');
        riskLevel = 'high';
      }
      if (safety.reply) recommendations.unshift(safety.reply);
      return {
        potentialConditions: result.potentialConditions.map(({ name, likelihood, reasons }) => ({
          name,
          likelihood,
          reasons,
        })),
        recommendations,
        recommendedSpecialties: result.recommendedSpecialties,
        riskLevel,
        triage,
        disclaimer: ASSISTANT_DISCLAIMER,
      };
    },

    /** POST /api/health/recommended-tests. */
    recommendedTests(profile: TGuidedProfile): TRecommendedTestsResponse {
      const tests = recommendedTests(toAnalysisProfile(profile), { now: now() });
      return {
        tests: tests.map(({ name, description, category, urgency, estimatedCost }) => ({
          name,
          description,
          category,
          urgency,
          estimatedCost,
        })),
        disclaimer: ASSISTANT_DISCLAIMER,
      };
    },

    /** POST /api/health/find-doctors: the real directory, nearest first from the given ZIP. */
    async findDoctors(input: TFindDoctorsRequest): Promise<TFindDoctorsResponse> {
      const wanted = new Set<TPractitionerSpecialty>();
      for (const s of input.specialties) {
        const specialty = toDirectorySpecialty(s);
        if (specialty) wanted.add(specialty);
      }
      const nearest = await practitioners.nearest({
        zipCode: input.location.zipCode,
        specialties: [...wanted],
        limit: ASSISTANT_LIMITS.doctorsMax,
      });
      return {
        doctors: nearest.map((r) => ({
          id: r.id,
          name: `${r.firstName} ${r.lastName}`,
          specialty: r.specialty,
          distance: r.distance,
          rating: Number(r.rating),
          reviews: r.reviewCount,
          // What the practice set in its settings (docs/product/practice.md#practice-settings).
          acceptingPatients: r.acceptingNewPatients,
        })),
      };
    },

    /**
     * POST /api/health/recommend-communities: real topics relevant to the symptoms and conditions,
     * General Discussion always last. moderated: community rules + author delete + admin delete.
     */
    async recommendCommunities(profile: TGuidedProfile): Promise<TRecommendCommunitiesResponse> {
      const conditions = analyze(toAnalysisProfile(profile), { now: now() }).potentialConditions.map(
        (c) => c.name,
      );
      const haystack = [
        ...profile.currentSymptoms.primarySymptoms,
        ...profile.healthHistory.chronicConditions,
        ...conditions,
        profile.currentSymptoms.symptomDescription,
      ]
        .join(' | ')
        .toLowerCase();
      const topics: TCommunityTopic[] = TOPIC_KEYWORDS.filter(([, words]) =>
        words.some((w) => haystack.includes(w)),
      ).map(([topic]) => topic);
      topics.push('General Discussion');
      const stats = new Map((await community.topicActivity()).map((s) => [s.topic, s]));
      return {
        communities: topics
          .filter((t) => (COMMUNITY_TOPICS as readonly string[]).includes(t))
          .map((topic) => {
            const s = stats.get(topic);
            const posts = s?.postsThisWeek ?? 0;
            return {
              name: topic,
              description: TOPIC_DESCRIPTIONS[topic],
              memberCount: s?.members ?? 0,
              activity: `${posts} ${posts === 1 ? 'post' : 'posts'} this week`,
              category: TOPIC_CATEGORY[topic],
              moderated: true,
            };
          }),
      };
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
