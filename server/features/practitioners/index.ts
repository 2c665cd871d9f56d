// What other areas may use of the practitioners area besides its service.
/** The demo directory seeded on start (SEED_DEMO_CONTENT); other areas' tests seed it too. */

/** Where a ZIP code is (city, state, coordinates): practice profiles are placed the same way. */
export { locateZip, type ZipLocation } from './distance';
export { seedDemoPractitioners } from './seed';
