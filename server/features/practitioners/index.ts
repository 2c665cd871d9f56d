// What other areas may use of the practitioners area besides its service.
/** The demo directory seeded on start (SEED_DEMO_CONTENT); other areas' tests seed it too. */
export { seedDemoPractitioners } from './seed';
