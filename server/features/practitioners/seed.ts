import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locateZip } from './distance';
import { type NewPractitionerRow, practitionerRepository } from './repository';
import { DEMO_PRACTITIONERS, type DemoPractitioner } from './seed-data';

/** The rows to insert: demo, approved, placed by their ZIP code. Throws on a ZIP the data does not know. */
export function demoPractitionerRows(
  data: readonly DemoPractitioner[] = DEMO_PRACTITIONERS,
): NewPractitionerRow[] {
  return data.map((p) => {
    const place = locateZip(p.zipCode);
    if (!place)
      throw new Error(`Demo practitioner ${p.firstName} ${p.lastName}: unknown ZIP code ${p.zipCode}`);
    return {
      firstName: p.firstName,
      lastName: p.lastName,
      specialty: p.specialty,
      credentials: p.credentials,
      profileImageUrl: null,
      rating: p.rating,
      reviewCount: p.reviewCount,
      consultationFeeCents: p.consultationFee * 100,
      specialties: [p.specialty],
      categories: [p.specialty],
      bio: p.bio,
      conditionsTreated: p.conditionsTreated,
      availableForVideo: p.availableForVideo,
      zipCode: p.zipCode,
      city: p.city,
      state: p.state,
      latitude: place.latitude,
      longitude: place.longitude,
      isDemo: true,
      isApproved: true,
    };
  });
}

/**
 * Adds the demo directory when the database has no demo practitioners yet; returns how many rows
 * were added (0 when they were already there). A directory seeded before listings had conditions
 * treated gets them filled in, by name. Several app instances starting at once take turns on an
 * advisory lock, so the directory is seeded once.
 */
export async function seedDemoPractitioners(db: Db): Promise<number> {
  const rows = demoPractitionerRows();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('iw_seed_demo_practitioners'))`);
    if ((await practitionerRepository.countDemo(tx)) > 0) {
      await practitionerRepository.fillDemoConditions(
        tx,
        rows.map((r) => ({
          firstName: r.firstName,
          lastName: r.lastName,
          conditionsTreated: r.conditionsTreated ?? [],
        })),
      );
      return 0;
    }
    return practitionerRepository.insertMany(tx, rows);
  });
}
