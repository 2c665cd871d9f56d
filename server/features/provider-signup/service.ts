import type { z } from 'zod';
import { directoryCategories, dollarsToCents, practicePlanCode } from '../../../common/practice';
import { landingFigure } from '../../../common/provider-landing';
import {
  DEFAULT_LANGUAGE,
  PRACTICE_LIMITS,
  SIGNUP_SPECIALTIES,
  type TProviderSignupResponse,
  type TProviderStats,
  type ZProviderSignupRequest,
} from '../../../contract/practice';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import type { AuthService, RequestInfo, WithCookies } from '../auth/service';
import { certificationsIn, splitCredentials } from './credentials';
import { providerSignupRepository as repo } from './repository';

type SignupInput = z.output<typeof ZProviderSignupRequest>;

/** The listing's specialty when the signup's choice starts none ('Other'). */
export const OTHER_SPECIALTY = 'Other';
const DAY_MS = 86_400_000;

/**
 * Provider signup (docs/product/practice.md#provider-landing-and-signup): a practitioner account, its
 * hidden directory listing and the working copy of its profile, with the chosen plan's 14-day
 * trial; and the provider landing's figures.
 */
export function createProviderSignupService(deps: {
  db: Db;
  audit: AuditLog;
  accounts: Pick<AuthService, 'signupWithRole' | 'countMembers'>;
  now?: () => Date;
}) {
  const { db, audit } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async signup(
      input: SignupInput,
      request: RequestInfo & { requestId: string },
    ): Promise<WithCookies<TProviderSignupResponse>> {
      const profileSpecialty = SIGNUP_SPECIALTIES.find((s) => s.value === input.specialty)?.profile ?? null;
      const specialties: string[] = profileSpecialty ? [profileSpecialty] : [];
      const languages = input.languages.length > 0 ? [...new Set(input.languages)] : [DEFAULT_LANGUAGE];
      const feeCents = input.consultationFee === null ? null : dollarsToCents(input.consultationFee);
      const planCode = practicePlanCode(input.planType, input.billingCycle);
      const trialStartedAt = now();
      const trialEndsAt = new Date(trialStartedAt.getTime() + PRACTICE_LIMITS.trialDays * DAY_MS);

      const { result, setCookies } = await deps.accounts.signupWithRole(
        input,
        request,
        'practitioner',
        async (tx, account) => {
          const practitionerId = await repo.insertListing(tx, {
            userId: account.userId,
            firstName: input.firstName,
            lastName: input.lastName,
            specialty: profileSpecialty ?? OTHER_SPECIALTY,
            specialties,
            categories: directoryCategories(specialties),
            credentials: splitCredentials(input.credentials),
            consultationFeeCents: feeCents ?? 0,
            bio: input.bio,
            availableForVideo: input.availableForVideo,
            acceptingNewPatients: input.acceptingNewPatients,
            languages,
            experienceYears: input.yearsExperience,
            insurance: input.insurance,
            acceptsInsurance: input.insurance !== '',
            // The place comes with the profile form (its ZIP code); the listing is hidden until then.
            zipCode: '',
            city: '',
            state: '',
            isApproved: false,
            isVerified: false,
          });
          const profile = await repo.insertProfile(tx, {
            userId: account.userId,
            practitionerId,
            status: 'draft',
            firstName: input.firstName,
            lastName: input.lastName,
            email: account.email,
            specialties,
            certifications: certificationsIn(input.credentials),
            credentialsText: input.credentials,
            bio: input.bio,
            experienceYears: input.yearsExperience,
            consultationFeeCents: feeCents,
            languages,
            insurance: input.insurance,
            acceptsInsurance: input.insurance !== '',
            telehealth: input.availableForVideo,
            acceptingNewPatients: input.acceptingNewPatients,
            licenseState: input.licenseState,
            licenseNumber: input.licenseNumber,
            planCode,
            trialStartedAt,
            trialEndsAt,
          });
          await audit.write(tx, {
            actorUserId: account.userId,
            subjectUserId: account.userId,
            action: 'create',
            resource: 'practitioner_profile',
            resourceId: profile.id,
            requestId: request.requestId,
            ipAddress: request.ip,
          });
          return { practitionerId };
        },
      );
      return {
        result: {
          userId: result.account.userId,
          email: result.account.email,
          firstName: result.account.firstName,
          role: 'practitioner',
          practitionerId: result.setUp.practitionerId,
          plan: planCode,
          trialEndsAt: trialEndsAt.toISOString(),
        },
        setCookies,
      };
    },

    /** The landing's figures: real counts, rounded down, each left out below its minimum. */
    async stats(): Promise<TProviderStats> {
      const [members, practitioners] = await Promise.all([
        deps.accounts.countMembers(),
        repo.countLivePractitioners(db),
      ]);
      return {
        members: landingFigure(members, 'members'),
        practitioners: landingFigure(practitioners, 'practitioners'),
      };
    },

    /**
     * The data export's section of the practitioner's working copy (the listing is the
     * practitioners area's section): every field, the review state, the licence, the plan and trial.
     */
    async exportForUser(userId: string) {
      const row = await repo.profileOf(db, userId);
      const iso = (d: Date | null) => d?.toISOString() ?? null;
      return {
        practiceProfile: row
          ? {
              id: row.id,
              practitionerId: row.practitionerId,
              status: row.status,
              submittedAt: iso(row.submittedAt),
              reviewedAt: iso(row.reviewedAt),
              rejectionReason: row.rejectionReason,
              firstName: row.firstName,
              lastName: row.lastName,
              email: row.email,
              phone: row.phone,
              specialties: row.specialties,
              certifications: row.certifications,
              credentialsText: row.credentialsText,
              bio: row.bio,
              experienceYears: row.experienceYears,
              location: row.location,
              zipCode: row.zipCode,
              consultationFeeCents: row.consultationFeeCents,
              availableHours: row.availableHours,
              languages: row.languages,
              education: row.education,
              acceptsInsurance: row.acceptsInsurance,
              insurance: row.insurance,
              telehealth: row.telehealth,
              acceptingNewPatients: row.acceptingNewPatients,
              website: row.website,
              licenseState: row.licenseState,
              licenseNumber: row.licenseNumber,
              hasPhoto: row.photoKey !== null,
              planCode: row.planCode,
              trialStartedAt: iso(row.trialStartedAt),
              trialEndsAt: iso(row.trialEndsAt),
              createdAt: row.createdAt.toISOString(),
              updatedAt: row.updatedAt.toISOString(),
            }
          : null,
      };
    },

    /**
     * The account erasure (inside its transaction): the working copy (the listing is the practitioners
     * area's), and an admin's name as the reviewer of other practitioners' profiles.
     */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await repo.eraseUser(tx, userId);
    },
  };
}

export type ProviderSignupService = ReturnType<typeof createProviderSignupService>;
