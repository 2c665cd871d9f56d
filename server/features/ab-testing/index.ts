// What other parts of the server use of the A/B testing area besides its service.
/** The sign-up button experiment, created on start (server/main.ts). */
export { seedSignupCtaExperiment } from './seed';
