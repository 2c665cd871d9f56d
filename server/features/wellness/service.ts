import zipcodes from 'zipcodes';
import type { TAirQuality, TDailyMessage } from '../../../contract/wellness';
import { localDate } from '../../lib/calendar';
import type { Actor } from '../../plugins/auth';
import type { AuthService } from '../auth/service';
import type { AirQualityProvider, Location } from './air-quality';
import { dailyMessageFor } from './daily-message';

/** Where a US ZIP code is ('94110', '94110-1234'), or null. */
export function locateZip(zip: string | null): Location | null {
  const five = /^\s*(\d{5})(?:[-\s]?\d{4})?\s*$/.exec(zip ?? '')?.[1];
  if (!five) return null;
  const found = zipcodes.lookup(five);
  if (!found || !Number.isFinite(found.latitude) || !Number.isFinite(found.longitude)) return null;
  return { latitude: found.latitude, longitude: found.longitude, zip: five };
}

export function createWellnessService(deps: {
  accounts: Pick<AuthService, 'zipCodeOf'>;
  airQuality: AirQualityProvider;
  now?: () => Date;
}) {
  const { accounts, airQuality } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    /** The message for `date` (the client's own calendar day), or for today in UTC. */
    dailyMessage(date: string | undefined): TDailyMessage {
      return dailyMessageFor(date ?? localDate(now(), 'UTC'));
    },

    /** Air quality where the signed-in user lives (their account's ZIP code). */
    async airQualityFor(actor: Actor): Promise<TAirQuality> {
      const zip = await accounts.zipCodeOf(actor.userId);
      return airQuality(locateZip(zip));
    },
  };
}

export type WellnessService = ReturnType<typeof createWellnessService>;
