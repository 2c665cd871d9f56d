export * from './auth';
export * from './community';
export * from './feedback';
export * from './health-metrics';
export * from './practitioners';
export * from './recommendations';
export * from './symptoms';
export * from './system';
