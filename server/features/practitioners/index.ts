// What other areas may use of the practitioners area besides its service.
/** The demo directory seeded on start (SEED_DEMO_CONTENT); other areas' tests seed it too. */

/** Where a ZIP code is: the practice areas place a listing by its practice's ZIP code. */
export { locateZip, type ZipLocation } from './distance';
export { seedDemoPractitioners } from './seed';
